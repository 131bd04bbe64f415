/**
 * The donor's home (src/contract/mine.ts): what the user wrote, questions to the platform (answered by
 * staff, audited), and accepting or publishing a version of the user agreement and privacy policy.
 */
import type { contract } from '../../../src/contract';
import type { ReqOf } from '../../../src/contract/schema';
import type { Question, StaffQuestion } from '../../../src/contract/mine';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_MAX, QUESTION_MIN } from '../../../src/contract/mine';
import type { AppDeps } from '../deps';
import type { QuestionsTable } from '../db/schema-hub';
import { QUESTION } from '../domain/machines/hub';
import { transition } from '../domain/machines';
import { badRequest, conflict, notFound } from '../lib/errors';
import { makeAnchor, maskMobile, newId, parseAnchor } from '../lib/util';
import { writeAudit } from '../repositories/audit';
import {
  currentProtocols, getQuestion, insertAcceptance, insertProtocolVersion, insertQuestion, listQuestions, listUserProgress,
  listUserQuestions, listUserVerifications,
} from '../repositories/hub';
import type { UserRow } from '../repositories/users';
import { protocolDocs } from './hub';

type Req<K extends keyof typeof contract.mine> = ReqOf<(typeof contract.mine)[K]>;

const WRITINGS_LIMIT = 100;

const toQuestion = (q: QuestionsTable): Question => ({
  id: q.id, content: q.content, status: q.status, answer: q.answer, createdAt: Number(q.created_at),
  answeredAt: q.answered_at === null ? null : Number(q.answered_at),
});

function paged<T extends { created_at: number; id: string }, U>(rows: T[], size: number, map: (r: T) => U) {
  const list = rows.slice(0, size);
  const last = list[list.length - 1];
  return { list: list.map(map), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
}

export async function myWritings(deps: AppDeps, user: UserRow) {
  const [progress, verifications] = await Promise.all([
    listUserProgress(deps.db, user.user_id, WRITINGS_LIMIT),
    listUserVerifications(deps.db, user.user_id, WRITINGS_LIMIT),
  ]);
  return {
    progress: progress.map((p) => ({
      id: p.id, infoUuid: p.info_uuid, caseTitle: p.title, content: p.content, status: p.status ?? 'approved', createdAt: Number(p.created_at),
    })),
    verifications: verifications.map((v) => ({
      id: v.verify_id, infoUuid: v.info_uuid, caseTitle: v.title, relationship: v.relationship, content: v.content,
      isFalse: Number(v.is_false ?? 0) === 1, createdAt: Number(v.created_at),
    })),
  };
}

export async function askQuestion(deps: AppDeps, user: UserRow, body: Req<'questionAsk'>) {
  const content = body.content.trim();
  if (content.length < QUESTION_MIN || content.length > QUESTION_MAX) throw badRequest(`问题请填写${QUESTION_MIN}-${QUESTION_MAX}个字`);
  const row: QuestionsTable = {
    id: newId('q'), user_id: user.user_id, content, status: 'open', answer: '', answered_by: null, answered_at: null, created_at: deps.clock(),
  };
  await insertQuestion(deps.db, row);
  return toQuestion(row);
}

export async function myQuestions(deps: AppDeps, user: UserRow, body: Req<'questionList'>) {
  const size = body.size ?? 20;
  return paged(await listUserQuestions(deps.db, user.user_id, parseAnchor(body.anchorId), size + 1), size, toQuestion);
}

export async function staffQuestionPage(deps: AppDeps, body: Req<'staffQuestions'>) {
  const size = body.size ?? 20;
  const rows = await listQuestions(deps.db, body.status, parseAnchor(body.anchorId), size + 1);
  return paged(rows, size, (r): StaffQuestion => ({ ...toQuestion(r), userId: r.user_id, nickname: r.nickname ?? '', mobile: maskMobile(r.mobile ?? null) }));
}

export async function answerQuestion(deps: AppDeps, staff: UserRow, body: Req<'staffAnswer'>) {
  const answer = body.answer.trim();
  if (answer.length < ANSWER_MIN || answer.length > ANSWER_MAX) throw badRequest(`回答请填写${ANSWER_MIN}-${ANSWER_MAX}个字`);
  const before = await getQuestion(deps.db, body.id);
  if (!before) throw notFound('问题不存在');
  const now = deps.clock();
  const set = { answer, answered_by: staff.user_id, answered_at: now };
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, QUESTION, { id: before.id }, 'open', 'answered', set);
    await writeAudit(trx, {
      actor: staff.user_id, action: 'question.answer', targetType: 'question', targetId: before.id, before, after: { ...before, ...set, status: 'answered' },
    }, now);
  });
  const after = { ...before, ...set, status: 'answered' as const };
  return { ...toQuestion(after), userId: before.user_id, nickname: '', mobile: null };
}

export async function acceptProtocol(deps: AppDeps, user: UserRow, body: Req<'protocolAccept'>) {
  const current = (await currentProtocols(deps.db)).get(body.kind);
  if (!current) throw notFound('协议不存在');
  if (current.version !== body.version) throw conflict('协议已更新，请阅读最新版本后再同意');
  await insertAcceptance(deps.db, user.user_id, body.kind, body.version, deps.clock());
  const doc = (await protocolDocs(deps.db, user)).find((d) => d.kind === body.kind);
  if (!doc) throw notFound('协议不存在');
  return doc;
}

export async function publishProtocol(deps: AppDeps, staff: UserRow, body: Req<'staffProtocolPublish'>) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const current = (await currentProtocols(trx)).get(body.kind);
    const row = {
      kind: body.kind, version: (current?.version ?? 0) + 1, title: body.title.trim(), summary: body.summary.trim(), body: body.body,
      published_by: staff.user_id, published_at: now,
    };
    // (kind, version) is the key: a concurrent publish of the same version fails here and changes nothing.
    await insertProtocolVersion(trx, row);
    await writeAudit(trx, {
      actor: staff.user_id, action: 'protocol.publish', targetType: 'protocol', targetId: `${row.kind}:${row.version}`, before: current ?? null, after: row,
    }, now);
  });
  const doc = (await protocolDocs(deps.db, staff)).find((d) => d.kind === body.kind);
  if (!doc) throw notFound('协议不存在');
  return doc;
}
