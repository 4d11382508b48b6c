import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import { planDateTexts } from './plan-date';

/** The date of the plan the page shows and, for a while after an update, that it changed. */
export function PlanDateNotice({ presentation }: { presentation: ViewerProject }) {
  const { i18n } = useLingui();
  const { asOf, changed } = planDateTexts(
    i18n,
    presentation.planAsOf,
    presentation.contentChangedAt,
    new Date(),
  );
  return (
    <div>
      <Text size="sm" c="gray.7" data-testid="plan-as-of">
        {asOf}
      </Text>
      {changed && (
        <Text size="sm" fw={600} role="status">
          {changed}
        </Text>
      )}
    </div>
  );
}
