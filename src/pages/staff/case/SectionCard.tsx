/** One section of a case file: status, fields, images (private ones through the guarded URL), approve / reject with a reason. */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { sectionLabel } from '../../../stores/staff/queues';
import { INFO_STATUS, type InfoStatus } from '../../../contract/raise-sections';
import { REJECT_REASON_MAX, type CaseFileSection } from '../../../contract/staff';
import { formatTime } from '../../../lib/time';
import { fieldLabel, INFO_STATUS_LABEL, isSafeUrl, largeOf, splitFields, thumbOf, valueText } from '../format';

/** Thumbnails that open the 1080-wide picture in a new tab (H5 only: the console never runs in the mini-program). */
export function ImageStrip({ urls: all }: { urls: string[] }) {
  const urls = all.filter(isSafeUrl);
  if (!urls.length) return null;
  return (
    <View className='staff__images'>
      {urls.map((url, i) => (
        <a key={`${url}-${i}`} href={largeOf(url)} target='_blank' rel='noopener noreferrer' data-testid='staff-image'>
          <img className='staff__img' src={thumbOf(url)} alt={`查看大图 ${i + 1}`} loading='lazy' />
        </a>
      ))}
    </View>
  );
}

export const SectionCard = observer(function SectionCard({ section: s, required }: { section: CaseFileSection; required: boolean }) {
  const { staff } = useStores();
  const { fields, images } = splitFields(s.data);
  const pending = s.status === INFO_STATUS.SUBMIT_SUCCESS;
  const busy = staff.busyId !== null;
  const error = staff.reviewErrors[s.section];
  return (
    <View className='staff__card' data-testid='staff-section' data-section={s.section} data-status={s.status}>
      <View className='staff__row'>
        <Text className='staff__title'>{`${sectionLabel(s.section, staff.file?.case.raiseType)}${required ? '' : '（选填）'}`}</Text>
        <Text className={`staff__tag staff__tag--${s.status}`} data-testid='staff-section-status'>{INFO_STATUS_LABEL[s.status as InfoStatus] ?? s.status}</Text>
      </View>
      {s.submittedAt ? <Text className='staff__sub'>{`提交于 ${formatTime(s.submittedAt)}`}</Text> : null}
      {s.reviewedAt ? <Text className='staff__sub' data-testid='staff-section-reviewed'>{`${formatTime(s.reviewedAt)} 由 ${s.reviewedByName ?? '—'} 审核${s.reason ? `，驳回原因：${s.reason}` : ''}`}</Text> : null}
      {s.data ? (
        <View>
          {fields.map(([k, v]) => (
            <View key={k} className='staff__field'>
              <Text className='staff__field-k'>{fieldLabel(k)}</Text>
              <Text className='staff__field-v' data-testid='staff-field-value' data-field={k}>{valueText(v, k)}</Text>
            </View>
          ))}
          {[...new Set(images.map((im) => im.key))].map((key) => (
            <View key={key} className='staff__field' style={{ display: 'block' }}>
              <Text className='staff__field-k'>{fieldLabel(key)}</Text>
              <ImageStrip urls={images.filter((im) => im.key === key).map((im) => im.url)} />
            </View>
          ))}
        </View>
      ) : (
        <Text className='staff__sub'>未填写</Text>
      )}
      {pending ? (
        <View className='staff__actions'>
          <textarea
            className='staff__reason'
            data-testid='staff-reject-reason'
            placeholder='驳回原因（驳回时必填，用户可见）'
            maxLength={REJECT_REASON_MAX}
            value={staff.reasons[s.section] ?? ''}
            onInput={(e) => staff.setReason(s.section, (e.target as HTMLTextAreaElement).value)}
            onChange={(e) => staff.setReason(s.section, e.target.value)}
          />
          <View className={`staff__btn staff__btn--reject ${busy ? 'staff__btn--busy' : ''}`} data-testid='staff-reject' onClick={() => void staff.review(s.section, false)}>
            驳回
          </View>
          <View className={`staff__btn ${busy ? 'staff__btn--busy' : ''}`} data-testid='staff-approve' onClick={() => void staff.review(s.section, true)}>
            通过
          </View>
        </View>
      ) : null}
      {error ? <Text className='staff__error' data-testid='staff-review-error'>{error}</Text> : null}
    </View>
  );
});
