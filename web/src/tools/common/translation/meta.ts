import { TranslationOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'translation',
  path: '/TranslationComponent',
  section: 'common',
  tile: true,
  icon: TranslationOutlined,
  color: '#1d39c4',
  privacy: 'proxied',
  network: 'required',
  load: () => import('./TranslationTool'),
};
