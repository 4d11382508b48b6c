import { FEATURE_KEYS, FeatureState } from '@vantage/contracts';
import { type Command, Option } from 'commander';
import { setFeatureState } from '../../modules/features/service.js';
import { UsageError } from '../arguments.js';
import type { AdminContext, RunWithContext } from '../context.js';
import { findSubscriptionByKey } from './subscriptions.js';

export async function setFeature(ctx: AdminContext, key: string, feature: string, state: FeatureState) {
  if (!(FEATURE_KEYS as readonly string[]).includes(feature))
    throw new UsageError(`Unknown feature "${feature}"; known: ${FEATURE_KEYS.join(', ')}.`);
  const subscription = await findSubscriptionByKey(ctx.db, key);
  return setFeatureState(ctx.db, subscription.id, feature, state);
}

export function registerFeatureCommands(program: Command, run: RunWithContext): void {
  program
    .command('set-feature')
    .description('Set the state of a feature (module) of a subscription')
    .requiredOption('--subscription <key>', 'subscription key')
    .requiredOption('--feature <key>', `feature key, e.g. Wind or Dash.Secure.Present`)
    .addOption(new Option('--state <state>', 'new state').choices(FeatureState.options).makeOptionMandatory())
    .action((options: { subscription: string; feature: string; state: FeatureState }) =>
      run(async (ctx) => {
        await setFeature(ctx, options.subscription, options.feature, options.state);
        console.log(`${options.feature} is ${options.state} for ${options.subscription}.`);
      }),
    );
}
