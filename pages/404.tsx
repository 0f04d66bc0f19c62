import { NotFound } from '@/components/pages/shared/NotFound';

export default NotFound;
