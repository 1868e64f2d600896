import { ScanOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'image-text',
  path: '/ImageTextExtractor',
  section: 'common',
  tile: true,
  icon: ScanOutlined,
  color: '#08979c',
  privacy: 'local',
  load: () => import('./ImageTextTool'),
};
