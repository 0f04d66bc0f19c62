import { seesOrders } from '../../../lib/admin/access';
import { OrderPage } from '../OrderPage';
import { RoleScreen } from './RoleScreen';

export default function OrderScreen({ id }: { id: string }) {
  return <RoleScreen title={`Order #${id}`} allowed={seesOrders} forWhom="owners, support and fulfillment">{(staff) => <OrderPage orderId={id} staff={staff} />}</RoleScreen>;
}
