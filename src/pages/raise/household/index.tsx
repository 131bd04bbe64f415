/** /raise/household-assets?infoUuid=: the family's finances; every question must be answered before submitting. */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function HouseholdPage() {
  return (
    <RoutePage route='householdAssets'>
      <SectionScreen section='household' desc='请如实回答每一个问题，平台将据此评估求助的必要性；信息不会公开展示' />
    </RoutePage>
  );
}
