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
  // Plain HTML controls and our CSS: the page loads no antd (README, "Tools without antd").
  antd: false,
  load: () => import('./CurrencyGuessingTool'),
  wasm: ['base'],
};
