import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import type { SubscriptionMember } from '@vantage/contracts';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { formatPersonName } from '@/lib/formatting';
import { hideToast, notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useRemoveMember } from '../api/remove-member';

/**
 * Remove a member after a confirmation. Spec section 8: an info toast while deleting, then
 * success 'Member deleted' or 'Failed to delete member'.
 */
export function RemoveMemberButton({
  member,
  customerName,
}: {
  member: SubscriptionMember;
  customerName: string;
}) {
  const { i18n } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useRemoveMember();
  const name = formatPersonName({
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.emailAddress,
  });

  // mutateAsync: the member leaves the list when it refetches, yet the toast must show.
  const confirm = async () => {
    close();
    const infoId = notifyInfo({ title: i18n._('dash.remove.deleting'), message: member.emailAddress });
    try {
      await remove.mutateAsync(member.userAccountId);
      notifySuccess({ title: i18n._('dash.remove.deleted'), message: member.emailAddress });
    } catch (error) {
      notifyError({ title: i18n._('dash.remove.failed'), message: errorMessage(error) });
    } finally {
      hideToast(infoId);
    }
  };

  return (
    <>
      <Tooltip label={i18n._('dash.remove.tooltip')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={open}
          loading={remove.isPending}
          aria-label={i18n._('dash.remove.named', { name })}
        >
          <IconUserMinus size={18} />
        </ActionIcon>
      </Tooltip>
      <DeferredModal opened={opened} onClose={close} title={i18n._('dash.remove.tooltip')} centered>
        <Text size="sm">
          {i18n._('dash.remove.question', { name, email: member.emailAddress, organisation: customerName })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {i18n._('dash.common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()}>
            {i18n._('dash.remove.confirm')}
          </Button>
        </Group>
      </DeferredModal>
    </>
  );
}
