/** The goodsDetail route (/cf/goods/:infoUuid): a thin page over the goods view (logic in ShopStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { GoodsView } from '../../../components/shop/GoodsView';

function Content() {
  const { params } = useRoute();
  return <GoodsView infoUuid={params.infoUuid ?? ''} />;
}

export default function GoodsPage() {
  return (
    <RoutePage route='goodsDetail'>
      <Content />
    </RoutePage>
  );
}
