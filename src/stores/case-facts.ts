/**
 * The facts the case's 证明材料 page lists above its verifications, by the case's kind: an illness case's
 * disease, hospital and payee (related to the patient); a goods or dream case has no patient or hospital,
 * so only its payee (related to the fundraiser). Pure: the page and tests use it.
 */
import type { FundingInfo } from '../contract/cases';
import { hasPatient, payeeWords } from '../contract/raise-sections';

const NONE = '未填写';

export function caseFacts(info: Pick<FundingInfo, 'raiseType' | 'treatmentInfo' | 'payeeInfo'>): { heading: string; facts: Array<[string, string]> } {
  const words = payeeWords(info.raiseType);
  const relation = info.payeeInfo.relation ? words.of[info.payeeInfo.relation] ?? NONE : NONE;
  const payee: Array<[string, string]> = [['收款人', info.payeeInfo.name || NONE], [words.relation, relation]];
  if (!hasPatient(info.raiseType)) return { heading: '收款信息', facts: payee };
  return {
    heading: '诊疗与收款信息',
    facts: [['所患疾病', info.treatmentInfo.disease || NONE], ['就诊医院', info.treatmentInfo.hospital || NONE], ...payee],
  };
}
