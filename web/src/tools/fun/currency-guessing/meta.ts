import { DollarOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'currency-guessing',
  path: '/CurrencyGuessing',
  section: 'fun',
  tile: true,
  icon: DollarOutlined,
  color: '#faad14',
  privacy: 'local',
  load: () => import('./CurrencyGuessingTool'),
  wasm: ['base'],
};
