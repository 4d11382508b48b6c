import type { I18n } from '@lingui/core';
import { type PublishRuleCheck, publishMessage } from '@vantage/contracts';

/**
 * What the user reads for a broken publish rule (spec section 5), in their language: the
 * catalogs hold each rule under `dash.publish.check.<code>` with the values its sentence names
 * (a unit test keeps the English identical to the contracts' PUBLISH_MESSAGES, which the server
 * answers). Without an active catalog it answers the contracts' English.
 */
export function publishCheckText(i18n: I18n, rule: PublishRuleCheck): string {
  const id = `dash.publish.check.${rule.code}`;
  const text = i18n.locale ? i18n._(id, rule.values) : id;
  return text === id ? publishMessage(rule) : text;
}
