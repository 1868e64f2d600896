import { NumberOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'character-count',
  path: '/CharacterCount',
  section: 'text',
  tile: true,
  icon: NumberOutlined,
  color: '#531dab',
  privacy: 'local',
  load: () => import('./CharacterCountTool'),
  // An empty text's counts are zeros: the module comes once the page is drawn, before the
  // first keystroke needs it.
  wasmAfterPaint: ['base'],
};
