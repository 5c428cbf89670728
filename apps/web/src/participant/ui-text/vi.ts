import type { SurveyUiText } from './types.ts';
import { LINK_INVALID, TOO_MANY_ATTEMPTS, TRY_AGAIN } from './link-notices.ts';

export const vi: SurveyUiText = {
  chooseLanguage: 'Chọn ngôn ngữ của bạn',
  instructionsTitle: 'Trước khi bắt đầu',
  start: 'Bắt đầu',
  back: 'Quay lại',
  next: 'Tiếp theo',
  progress: 'Câu hỏi {current} trên {total}',
  progressLabel: 'Tiến độ khảo sát',
  skippedNote: 'Bạn đã bỏ qua câu hỏi này. Hãy trả lời để hoàn thành bản khảo sát. Số câu chưa trả lời: {left}.',
  finishTitle: 'Bạn đã trả lời tất cả các câu hỏi',
  finishText: 'Bạn có thể quay lại để thay đổi câu trả lời, hoặc gửi bản khảo sát ngay bây giờ.',
  consentLabel:
    'Tôi đồng ý cho phép chia sẻ thông tin sức khỏe của tôi (đã được loại bỏ thông tin nhận dạng), như được mô tả trong mẫu đồng ý.',
  consentLink: 'Đọc mẫu đồng ý (mở trong thẻ mới)',
  consentOptional:
    'Việc tham gia không phụ thuộc vào sự đồng ý của bạn. Bạn có thể gửi bản khảo sát mà không cần đánh dấu vào ô này.',
  submit: 'Gửi bản khảo sát',
  submitting: 'Đang gửi…',
  thankYouTitle: 'Xin cảm ơn!',
  thankYouText: 'Bản khảo sát của bạn đã hoàn tất. Bạn đã làm xong.',
  linkInvalid: LINK_INVALID.vi,
  notSentTitle: 'Câu trả lời của bạn chưa được gửi',
  submitFailed: 'Không thể gửi câu trả lời của bạn. Vui lòng kiểm tra kết nối và thử lại.',
  submitRefused: 'Câu trả lời của bạn không được chấp nhận. Vui lòng nhờ trung tâm của bạn giúp đỡ.',
  tooManyAttempts: TOO_MANY_ATTEMPTS.vi,
  loading: 'Đang tải…',
  loadFailed: 'Không thể tải bản khảo sát. Vui lòng kiểm tra kết nối và thử lại.',
  partLoadFailed: 'Không thể tải phần này của trang. Vui lòng kiểm tra kết nối và thử lại.',
  tryAgain: TRY_AGAIN.vi,
  showResults: 'Xem kết quả của tôi',
  demoResultsTitle: 'Kết quả khảo sát mẫu',
  demoNotice: 'Đây là bản trình diễn: câu trả lời của bạn không được lưu lại hoặc gửi đi.',
  resultsIntro: 'Điểm số từ 0 đến 100; điểm càng cao nghĩa là sức khỏe càng tốt.',
  yourScores: 'Điểm của bạn',
  startAgain: 'Làm lại từ đầu',
};
