import { z } from 'zod/mini';
import { SubscriptionType } from '../features.js';
import { SubscriptionDetails, SubscriptionStatus, TrialRequest, TrialStarted } from '../subscriptions.js';
import { defineOperation, empty, json } from './define.js';

const tag = 'Subscription';

export const listSubscriptionTypes = defineOperation({
  id: 'listSubscriptionTypes',
  method: 'GET',
  path: '/api/subscription-types',
  tag,
  summary: 'Subscription types a trial can be started for (the wind-planning plan first)',
  access: 'user',
  answers: { 200: json(z.array(SubscriptionType)) },
});

export const startTrial = defineOperation({
  id: 'startTrial',
  method: 'POST',
  path: '/api/subscriptions/trial',
  tag,
  summary: 'Start a trial: a new customer and trial subscription with the caller as Owner',
  access: 'user',
  body: TrialRequest,
  answers: { 202: json(TrialStarted) },
  // EmailNotVerified
  errors: [403],
  conflicts: ['AlreadyOwnsSubscription'],
});

export const requestAccess = defineOperation({
  id: 'requestAccess',
  method: 'POST',
  path: '/api/subscriptions/request-access',
  tag,
  summary: 'Ask support for a subscription (mails the support address)',
  access: 'user',
  body: TrialRequest,
  answers: { 202: empty('The request is mailed to support.') },
  // EmailNotVerified
  errors: [403],
  conflicts: ['AlreadyOwnsSubscription'],
});

export const getCurrentSubscription = defineOperation({
  id: 'getCurrentSubscription',
  method: 'GET',
  path: '/api/subscriptions/current',
  tag,
  summary: 'The selected subscription with its limits and usage',
  access: 'account',
  action: 'subscription.read',
  answers: { 200: json(SubscriptionDetails) },
});

export const getCurrentSubscriptionStatus = defineOperation({
  id: 'getCurrentSubscriptionStatus',
  method: 'GET',
  path: '/api/subscriptions/current/status',
  tag,
  summary:
    'Expiry of the selected subscription; Unknown when no subscription is selected or the caller has no account in it',
  access: 'user',
  headers: ['optionalSubscriptionKey'],
  answers: { 200: json(SubscriptionStatus) },
  // An account whose roles may not read the status (an Observer).
  errors: [403],
});
