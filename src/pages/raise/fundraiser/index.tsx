/** /raise/fundraiser-verification?infoUuid=: the fundraiser's own identity (name, ID number, ID photos). */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function FundraiserPage() {
  return (
    <RoutePage route='fundraiserVerification'>
      <SectionScreen section='fundraiser' desc='发起人需实名认证，信息仅用于平台审核' />
    </RoutePage>
  );
}
