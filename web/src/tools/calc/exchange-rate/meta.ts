import { TransactionOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'exchange-rate',
  path: '/ExchangeRateCalculator',
  section: 'calc',
  tile: true,
  icon: TransactionOutlined,
  color: '#d48806',
  privacy: 'proxied',
  network: 'optional',
  load: () => import('./ExchangeRateTool'),
  wasm: ['money'],
};
