import { FilterOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'text-dedup',
  path: '/TextDeduplication',
  section: 'text',
  tile: true,
  icon: FilterOutlined,
  color: '#389e0d',
  privacy: 'local',
  load: () => import('./TextDedupTool'),
};
