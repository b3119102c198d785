import type { LocaleMessages } from '../messages.types';

/**
 * The installed app: the shell's offer to reload when a new version is ready (`Shell.Update.*`, shipped with the
 * shell) and the web app manifest's description (`Pwa.Manifest.*`, read by the build only, never shipped).
 */
export const pwaMessages = {
  'zh-Hans': {
    'Shell.Update.Message': '新版本已就绪，重新加载后即可使用。',
    'Shell.Update.Reload': '重新加载',
    'Shell.Update.Later': '稍后',
    'Pwa.Manifest.Description': '服装厂计件工资：扫菲票报工、生产进度与工资核算',
  },
  'zh-Hant': {
    'Shell.Update.Message': '新版本已就緒，重新載入後即可使用。',
    'Shell.Update.Reload': '重新載入',
    'Shell.Update.Later': '稍後',
    'Pwa.Manifest.Description': '成衣廠計件工資：掃菲票報工、生產進度與工資核算',
  },
  en: {
    'Shell.Update.Message': 'A new version is ready. Reload to start using it.',
    'Shell.Update.Reload': 'Reload',
    'Shell.Update.Later': 'Later',
    'Pwa.Manifest.Description': 'Piece-rate pay for garment factories: scan bundle tickets, follow production, settle wages',
  },
} as const satisfies LocaleMessages;
