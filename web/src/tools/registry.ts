/**
 * Every tool, in the product spec's order within each section. The home grid, the side menu
 * and the router all read this list; adding a tool adds one import and one entry here
 * (registry.test.ts checks that every tool folder is listed).
 */
import type { ToolMeta } from './types';
import { meta as idPhoto } from './common/id-photo/meta';
import { meta as beijingClock } from './common/beijing-clock/meta';
import { meta as internationalClock } from './common/international-clock/meta';
import { meta as keyboardTester } from './common/keyboard-tester/meta';
import { meta as screenshotTool } from './common/screenshot-tool/meta';
import { meta as watermark } from './common/watermark/meta';
import { meta as compass } from './common/compass/meta';
import { meta as phoneLocation } from './common/phone-location/meta';
import { meta as imageText } from './common/image-text/meta';
import { meta as translation } from './common/translation/meta';
import { meta as weather } from './common/weather/meta';
import { meta as chineseConversion } from './text/chinese-conversion/meta';
import { meta as chineseToPinyin } from './text/chinese-to-pinyin/meta';
import { meta as rmbConversion } from './text/rmb-conversion/meta';
import { meta as textDedup } from './text/text-dedup/meta';
import { meta as caseConverter } from './text/case-converter/meta';
import { meta as characterCount } from './text/character-count/meta';
import { meta as unitConverter } from './calc/unit-converter/meta';
import { meta as exchangeRate } from './calc/exchange-rate/meta';
import { meta as calculator } from './calc/calculator/meta';
import { meta as relativeCalculator } from './calc/relative-calculator/meta';
import { meta as colorTool } from './dev/color-tool/meta';
import { meta as uuidGenerator } from './dev/uuid-generator/meta';
import { meta as codeConverter } from './dev/code-converter/meta';
import { meta as timestampConverter } from './dev/timestamp-converter/meta';
import { meta as lottery } from './fun/lottery/meta';
import { meta as currencyGuessing } from './fun/currency-guessing/meta';
import { meta as flagGuessing } from './fun/flag-guessing/meta';
import { meta as coinFlip } from './fun/coin-flip/meta';
import { meta as animeSearch } from './fun/anime-search/meta';
import { meta as posterGenerator } from './common/poster-generator/meta';

export const TOOLS: readonly ToolMeta[] = [
  idPhoto,
  beijingClock,
  internationalClock,
  keyboardTester,
  screenshotTool,
  watermark,
  compass,
  phoneLocation,
  imageText,
  translation,
  weather,
  chineseConversion,
  chineseToPinyin,
  rmbConversion,
  textDedup,
  caseConverter,
  characterCount,
  unitConverter,
  exchangeRate,
  calculator,
  relativeCalculator,
  colorTool,
  uuidGenerator,
  codeConverter,
  timestampConverter,
  lottery,
  currencyGuessing,
  flagGuessing,
  coinFlip,
  animeSearch,
  posterGenerator,
];
