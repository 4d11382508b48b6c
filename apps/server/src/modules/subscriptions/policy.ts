/**
 * Subscriptions in the one policy table (packages/contracts `POLICY`, docs/policy.md):
 * - subscription.read (details and usage): the roles that see the Subscription page, plus
 *   SupportStaff, who needs the usage to help a customer (decision);
 * - subscription.readStatus (expiry status): Owner and TeamMember only, as the spec says
 *   the dashboard asks for it.
 * The expiry rule itself is the `expired` flag of each rule, applied by `authorize` in one
 * order everywhere: role first, then expiry (auth/authorize.ts).
 */
export {};
