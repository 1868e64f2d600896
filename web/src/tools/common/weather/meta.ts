import { CloudOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'weather',
  path: '/WeatherForecast',
  section: 'common',
  tile: true,
  icon: CloudOutlined,
  color: '#1890ff',
  privacy: 'proxied',
  network: 'required',
  load: () => import('./WeatherTool'),
};
