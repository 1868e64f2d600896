import { FontSizeOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'chinese-to-pinyin',
  path: '/ChineseToPinyin',
  section: 'text',
  tile: true,
  icon: FontSizeOutlined,
  color: '#d4380d',
  privacy: 'local',
  load: () => import('./ChineseToPinyinTool'),
};
