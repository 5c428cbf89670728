import type { SurveyUiText } from './types.ts';
import { LINK_INVALID, TRY_AGAIN } from './link-notices.ts';

/** Traditional Chinese as used in Taiwan. */
export const zhTW: SurveyUiText = {
  chooseLanguage: '請選擇語言',
  instructionsTitle: '開始之前',
  start: '開始',
  back: '上一步',
  next: '下一步',
  progress: '第 {current} 題，共 {total} 題',
  progressLabel: '問卷進度',
  finishTitle: '您已回答所有問題',
  finishText: '您可以返回修改答案，或現在送出問卷。',
  consentLabel: '我同意依照同意書所述，提供我已去識別化的健康資訊。',
  consentLink: '閱讀同意書（在新分頁開啟）',
  consentOptional: '您能否參與並不取決於是否同意。您也可以不勾選此方塊，直接送出問卷。',
  submit: '送出問卷',
  submitting: '傳送中…',
  thankYouTitle: '謝謝您！',
  thankYouText: '您的問卷已經完成，全部結束了。',
  linkInvalid: LINK_INVALID['zh-TW'],
  submitFailed: '無法送出您的答案。請檢查網路連線後再試一次。',
  loading: '載入中…',
  loadFailed: '無法載入問卷。請檢查網路連線後再試一次。',
  partLoadFailed: '無法載入頁面的這個部分。請檢查網路連線後再試一次。',
  tryAgain: TRY_AGAIN['zh-TW'],
  showResults: '查看我的結果',
  demoResultsTitle: '示範問卷結果',
  demoNotice: '這是示範：您的答案不會被儲存，也不會被傳送。',
  resultsIntro: '分數範圍為 0 到 100，分數越高代表健康狀況越好。',
  yourScores: '您的分數',
  startAgain: '重新開始',
};
