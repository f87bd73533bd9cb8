import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Email, MessageReply } from '../shared.ts';

export const Subscription = v.object({ email: Email });
export type Subscription = v.InferInput<typeof Subscription>;

export const subscribe = defineEndpoint({
  name: 'subscribe',
  description: 'Subscribes an email address to the newsletter.',
  method: 'POST',
  path: '/api/subscribe',
  request: Subscription,
  response: MessageReply,
});
