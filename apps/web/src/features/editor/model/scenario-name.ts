import { i18n } from '@lingui/core';

/**
 * A new scenario's name ("Scenario 2") in the planner's language when it is made; afterwards it
 * is the plan's data, shown and exported as it was written
 * (docs/decisions/213-default-names-and-the-journey.md).
 */
export const scenarioName = (number: number): string => i18n._('planner.scenarioName.numbered', { number });
