/**
 * One rule for "a case with a patient" (contract hasPatient) and who may verify a case of each kind
 * (proveKindsFor / mayProveAs), read by the form, the lists and the server alike.
 */
import { hasPatient, payeeWords, proofLabel, RAISE_TYPE, sectionTitle } from '../../../src/contract/raise-sections';
import { mayProveAs, proveKindsFor, proveRelationMsg, PROVE_KINDS, RELATIONSHIPS } from '../../../src/contract/trust';

test('an illness case has a patient; a goods or dream case has none, and every wording by kind follows', () => {
  expect([RAISE_TYPE.ILLNESS, RAISE_TYPE.GOODS, RAISE_TYPE.DREAM, undefined].map(hasPatient)).toEqual([true, false, false, true]);
  for (const t of [RAISE_TYPE.GOODS, RAISE_TYPE.DREAM]) {
    expect([sectionTitle('material', t), proofLabel('medical', t), payeeWords(t).relation]).toEqual(['证明材料', '证明材料', '收款人与发起人的关系']);
  }
  expect([sectionTitle('material', 0), proofLabel('medical', 0), payeeWords(0).relation]).toEqual(['医疗证明材料', '医疗证明', '收款人与患者的关系']);
});

test('every relationship belongs to one kind of verifier, and a case without a patient takes relatives and friends only', () => {
  expect([...RELATIONSHIPS].sort()).toEqual(PROVE_KINDS.flatMap((k) => [...k.relationships]).sort());
  expect(new Set(RELATIONSHIPS).size).toBe(RELATIONSHIPS.length);
  expect(proveKindsFor(0).map((k) => k.kind)).toEqual(['relative', 'friend', 'patient', 'doctor']);
  for (const t of [1, 99]) {
    expect(proveKindsFor(t).map((k) => k.kind)).toEqual(['relative', 'friend']);
    expect(['亲属', '朋友', '同事', '其他'].every((r) => mayProveAs(t, r))).toBe(true);
    expect(['病友', '医生', '主治医生'].some((r) => mayProveAs(t, r))).toBe(false);
    expect(mayProveAs(t, '朋友', true)).toBe(false); // no doctor's claim either
    expect(proveRelationMsg(t)).toBe('请选择您与发起人的关系');
  }
  expect(RELATIONSHIPS.every((r) => mayProveAs(0, r))).toBe(true);
  expect(mayProveAs(0, '医生', true)).toBe(true);
  expect(mayProveAs(0, '路人')).toBe(false);
  expect(proveRelationMsg(0)).toBe('请选择您与患者的关系');
});

test('the degrees of closeness name the same relationships as the kinds of verifier', async () => {
  const { RELATIONSHIP_DEGREE } = await import('../../../src/contract/trust');
  expect(Object.values(RELATIONSHIP_DEGREE).flat().sort()).toEqual([...RELATIONSHIPS].sort());
});
