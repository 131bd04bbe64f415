/** The mineOrder route (/cf/mine-order): a thin page over the user's goods orders (logic in GoodsOrderStore). */
import { RoutePage } from '../../../components/RoutePage';
import { MineOrderView } from '../../../components/shop/MineOrderView';

export default function MineOrderPage() {
  return (
    <RoutePage route='mineOrder'>
      <MineOrderView />
    </RoutePage>
  );
}
