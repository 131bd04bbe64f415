/** /cf/love-contribution-list/:infoUuid: the donor wall. */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { DonorWallView } from './DonorWallView';

function DonorWallContent() {
  const { params } = useRoute();
  return <DonorWallView infoUuid={params.infoUuid ?? ''} />;
}

export default function DonorWallPage() {
  return (
    <RoutePage route='loveContributionList'>
      <DonorWallContent />
    </RoutePage>
  );
}
