// Feedback (意见反馈): the contact channel the service agreement and the privacy policy name for questions,
// reports, appeals, privacy requests and payment problems (docs/decisions/0042-feedback.md).
import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '../constants.ts';
import { CODE } from '../errors.ts';
import { TEXT_RULES } from '../text-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageRequest, userTextField } from './fields.ts';

export const feedbackItem = z.object({
  id: z.number().int(),
  category: z.number().int(),
  content: z.string(),
  create_time: z.number().int(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const addFeedback = defineEndpoint({
  path: '/api/feedback/addFeedback',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Send feedback to the operator (at most 10 a day).',
  request: z.object({
    category: z
      .number({ error: 'validation.feedbackCategory' })
      .refine((value) => (FEEDBACK_CATEGORIES as readonly number[]).includes(value), {
        error: 'validation.feedbackCategory',
      }),
    content: userTextField(TEXT_RULES.feedbackContent),
  }),
  response: z.object({ id: z.number().int() }),
  errors: [CODE.tooManyRequests],
});

export const getMyFeedbackList = defineEndpoint({
  path: '/api/feedback/getMyFeedbackList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'The feedback you sent, newest first.',
  request: pageRequest,
  response: z.object({ list: z.array(feedbackItem), total: z.number().int() }),
  errors: [],
});
