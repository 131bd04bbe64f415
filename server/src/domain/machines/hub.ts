/** A question to the platform: open until staff answer it, answered once (the donor's home). */
import type { MonthlyGiftStatus, QuestionStatus } from '../../db/schema-hub';
import { defineMachine } from './transition';

export const QUESTION = defineMachine<'questions', QuestionStatus>({
  name: 'question',
  table: 'questions',
  moves: { open: ['answered'], answered: [] },
  refusal: '该问题已回答',
});

/** A monthly gift: paused and resumed by the donor; stopped for good (a new one can be set again). */
export const MONTHLY_GIFT = defineMachine<'monthly_gifts', MonthlyGiftStatus>({
  name: 'monthly_gift',
  table: 'monthly_gifts',
  moves: { active: ['paused', 'stopped'], paused: ['active', 'stopped'], stopped: ['active'] },
  refusal: '月捐状态已变化，请刷新后重试',
});
