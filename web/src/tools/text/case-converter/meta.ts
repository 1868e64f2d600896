import { FontColorsOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'case-converter',
  path: '/CaseConverter',
  section: 'text',
  tile: true,
  icon: FontColorsOutlined,
  color: '#0958d9',
  privacy: 'local',
  load: () => import('./CaseConverterTool'),
};
