/**
 * Verifying a case (/cf/prove/add, /cf/prove/list): the form (kind, relationship, words, and for a
 * doctor the hospital, department, title and a practising-certificate photo) and the public list with
 * its counters (anchorId paging). The server decides who may verify (a bound phone, never the owner,
 * once per case); this store checks the form first so the reason shows in Chinese at once.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { mayProveAs, PROVE_KINDS, PROVE_WORDS_MAX, proveKindsFor, proveRelationMsg, type ProveKind, type ProveRelationship, type VerificationItemT, type VerifyCountResT } from '../contract/trust';
import type { UploadedFile } from '../platform/upload-core';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { hasPatient, RAISE_TYPE } from '../contract/raise-sections';
import { Act } from './act';

export type { ProveKind };
export { PROVE_KINDS };
/** Each relationship's stable test key (the relationships themselves are the contract's, by kind). */
const RELATION_KEY: Record<ProveRelationship, string> = {
  亲属: 'family', 亲戚: 'relative', 朋友: 'friend', 同事: 'colleague', 同学: 'classmate', 邻居: 'neighbour', 其他: 'other',
  病友: 'patient', 医生: 'doctor', 主治医生: 'attending',
};
/** The relationships of each kind as the form offers them, each with its test key. */
export const PROVE_RELATIONS = Object.fromEntries(PROVE_KINDS.map((k) => [k.kind, k.relationships.map((value) => ({ value, key: RELATION_KEY[value] }))])) as Record<ProveKind, { value: string; key: string }[]>;
/**
 * A case's verifying in its kind's words: an illness case is verified for its patient, by relatives,
 * friends, fellow patients or doctors; a case without a patient (contract hasPatient) by relatives and
 * friends for its fundraiser (contract proveKindsFor, which the server applies too).
 */
export function proveWords(raiseType: number) {
  const illness = hasPatient(raiseType);
  return {
    title: illness ? '为患者证实' : '为筹款证实',
    listDesc: illness ? '亲友、病友和医生为患者的真实情况作证，证实人需实名登录。' : '亲友为发起人和这次筹款的真实情况作证，证实人需实名登录。',
    relationLabel: illness ? '与患者的关系' : '与发起人的关系',
    relationMsg: proveRelationMsg(raiseType),
    desc: `请如实填写您与${illness ? '患者' : '发起人'}的关系和了解的情况。虚假证实会被平台标记，并通知在您证实后捐款的爱心人士。`,
    placeholder: illness ? '例如：我是患者的同事，了解他确诊以来的治疗情况，情况属实。' : '例如：我是发起人的同事，了解这次筹款的用途，情况属实。',
    kinds: proveKindsFor(raiseType),
  };
}
export { PROVE_WORDS_MAX };
export const PROVE_PAGE_SIZE = 20;

export type ProveField = 'relationship' | 'words' | 'hospital' | 'department' | 'title' | 'cert';
export interface ProveValues { kind: ProveKind; relationship: string; words: string; hospital: string; department: string; title: string; cert: UploadedFile[] }

/** The errors of the form, field by field (Chinese; empty when the form can be sent). */
export function proveErrors(v: ProveValues, raiseType: number = RAISE_TYPE.ILLNESS): Partial<Record<ProveField, string>> {
  const e: Partial<Record<ProveField, string>> = {};
  const ofKind = PROVE_RELATIONS[v.kind]?.some((r) => r.value === v.relationship);
  if (!ofKind || !mayProveAs(raiseType, v.relationship, v.kind === 'doctor')) e.relationship = proveRelationMsg(raiseType);
  const words = v.words.trim();
  if (!words) e.words = '请填写证实内容';
  else if (words.length > PROVE_WORDS_MAX) e.words = `证实内容不能超过${PROVE_WORDS_MAX}字`;
  if (v.kind === 'doctor') {
    if (!v.hospital.trim()) e.hospital = '请填写所在医院';
    if (!v.department.trim()) e.department = '请填写所在科室';
    if (!v.title.trim()) e.title = '请填写职称';
    if (!v.cert.length) e.cert = '请上传医师执业证书照片';
  }
  return e;
}

export class ProveStore {
  infoUuid = '';
  /** The case's kind (its words and the kinds of verifier it takes): the case page's, once read. */
  get raiseType(): number {
    return this.root.cases.infoOf(this.infoUuid)?.raiseType ?? RAISE_TYPE.ILLNESS;
  }

  get words() {
    return proveWords(this.raiseType);
  }

  values: ProveValues = emptyValues();
  errors: Partial<Record<ProveField, string>> = {};
  uploading = false;
  /** The send; its error line is a refusal from the server (already verified, own case, no bound phone...) or why the form cannot be sent. */
  readonly submitAct: Act;
  counts: VerifyCountResT | null = null;
  readonly pager: AnchorPager<VerificationItemT>;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager<VerificationItemT>((a) => this.page(a), (v) => v.verifyId);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false, submitAct: false });
  }

  /** A fresh form for a case (kept when it is the same case). */
  open(infoUuid: string): void {
    if (this.infoUuid === infoUuid) return;
    this.infoUuid = infoUuid;
    this.values = emptyValues();
    this.errors = {};
    this.submitAct.clear();
  }

  setKind(kind: ProveKind): void {
    const rels = PROVE_RELATIONS[kind];
    this.values = { ...this.values, kind, relationship: rels.length === 1 ? rels[0].value : rels.some((r) => r.value === this.values.relationship) ? this.values.relationship : rels[0].value };
    this.errors = {};
  }

  set<K extends Exclude<keyof ProveValues, 'kind'>>(key: K, value: ProveValues[K]): void {
    this.values = { ...this.values, [key]: value };
    if (key in this.errors) {
      const { [key as ProveField]: _gone, ...rest } = this.errors;
      this.errors = rest;
    }
    this.submitAct.clear();
  }

  setUploading(busy: boolean): void {
    this.uploading = busy;
  }

  /** Sends the verification; true when the server took it. */
  async submit(): Promise<boolean> {
    if (this.submitAct.busy) return false;
    this.errors = proveErrors(this.values, this.raiseType);
    const refused = !this.infoUuid ? '缺少筹款信息，请从筹款页进入' : this.uploading ? '证书照片还在上传，请稍候' : '';
    if (refused) return this.submitAct.fail(refused);
    this.submitAct.clear();
    if (Object.keys(this.errors).length) return false;
    const v = this.values;
    const doctor = v.kind === 'doctor';
    return this.submitAct.run('prove.submit', async () => {
      await this.root.api.trust.verifyAdd({
        infoUuid: this.infoUuid, relationship: v.relationship, content: v.words.trim(),
        ...(doctor ? { isDoctor: true, hospital: v.hospital.trim(), department: v.department.trim(), title: v.title.trim(), certUrl: v.cert[0].url } : {}),
      });
      runInAction(() => {
        this.values = emptyValues();
      });
      this.root.cases.invalidate(this.infoUuid);
    });
  }

  /** Page 1 of a case's verifications with the counters. */
  async loadList(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid || this.pager.items.some((v) => v.infoUuid !== infoUuid)) {
      this.open(infoUuid);
      this.counts = null;
      this.pager.reset();
    }
    await this.pager.refresh();
  }

  loadMore(): Promise<void> {
    return this.pager.loadMore();
  }

  private async page(anchorId: string | undefined) {
    const infoUuid = this.infoUuid;
    const res = await this.root.api.trust.verifyList({ infoUuid, size: PROVE_PAGE_SIZE, anchorId, orderType: 0 });
    runInAction(() => {
      if (infoUuid !== this.infoUuid) return;
      const { list: _l, anchorId: _a, hasNext: _h, ...counts } = res;
      this.counts = counts;
    });
    return res;
  }
}

function emptyValues(): ProveValues {
  return { kind: 'friend', relationship: '朋友', words: '', hospital: '', department: '', title: '', cert: [] };
}
