import { TEAM_PAGE_ROLES } from '@vantage/contracts';
import type { Notice } from '@/components/notice-banner';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useIncomingTransfers } from '../api/get-incoming-transfers';
import { IncomingTransferLink } from './incoming-transfers-panel';

/**
 * "New project transfer" notices of the top banner (spec section 2), one per pending
 * incoming transfer, each leading to /transfer/{id}; shown to Team member, Owner and
 * Administrator of the selected subscription.
 */
export function useTransferNotices(): Notice[] {
  const { hasRole } = useCurrentAccount();
  const shown = hasRole(...TEAM_PAGE_ROLES);
  const incoming = useIncomingTransfers({ enabled: shown });
  if (!shown) return [];
  return (incoming.data ?? []).map((transfer) => ({
    id: `transfer-${transfer.id}`,
    content: <IncomingTransferLink transfer={transfer} />,
  }));
}
