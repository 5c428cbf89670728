import type { ConsentText } from './types.ts';

export const vi: ConsentText = {
  language: 'vi',
  title: 'Đồng ý chia sẻ thông tin sức khỏe đã được loại bỏ thông tin nhận dạng',
  sections: [
    {
      heading: 'Lý do chúng tôi hỏi',
      paragraphs: [
        'Trung tâm điều trị của bạn đề nghị bạn trả lời Bản khảo sát sức khỏe RAND gồm 36 câu hỏi ngay bây giờ và một lần nữa vào thời điểm sau trong quá trình điều trị. Câu trả lời của bạn giúp bạn và trung tâm thấy sức khỏe của bạn thay đổi như thế nào theo thời gian.',
      ],
    },
    {
      heading: 'Những gì được lưu trữ',
      paragraphs: [
        'Bản khảo sát của bạn chỉ được lưu theo một mã số người tham gia gồm bốn chữ số (PID). Chúng tôi không lưu tên, địa chỉ, ngày sinh hoặc bất kỳ thông tin nào khác có thể nhận dạng bạn. Chỉ trung tâm của bạn giữ danh sách liên kết mã PID với bạn.',
      ],
    },
    {
      heading: 'Những gì được chia sẻ nếu bạn đồng ý',
      paragraphs: [
        'Nếu bạn đồng ý, các câu trả lời và điểm số khảo sát đã được loại bỏ thông tin nhận dạng của bạn sẽ được chia sẻ với {foundation} và các đối tác nghiên cứu của tổ chức này, những người sử dụng chúng để nghiên cứu và cải thiện việc điều trị nghiện. Thông tin nhận dạng bạn không bao giờ được chia sẻ.',
      ],
    },
    {
      heading: 'Quyền lựa chọn của bạn',
      paragraphs: [
        'Việc đồng ý là tự nguyện. Việc bạn tham gia và sự chăm sóc bạn nhận được không phụ thuộc vào việc bạn có đồng ý hay không. Nếu bạn không đồng ý, câu trả lời của bạn chỉ được lưu tại trung tâm và chỉ được dùng cho việc chăm sóc bạn.',
      ],
    },
    {
      heading: 'Rút lại sự đồng ý',
      paragraphs: [
        'Bạn có thể rút lại sự đồng ý bất cứ lúc nào. Hãy thông báo bằng văn bản cho người đại diện tại địa phương của trung tâm; người này sẽ ghi nhận việc rút lại, và từ đó các bản khảo sát của bạn sẽ không còn được chia sẻ. Những phân tích đã hoàn tất với dữ liệu đã loại bỏ thông tin nhận dạng thì không thể hủy bỏ.',
      ],
    },
    {
      heading: 'Câu hỏi',
      paragraphs: ['Nếu bạn có câu hỏi về mẫu này, vui lòng hỏi trung tâm của bạn.'],
    },
  ],
  eu: {
    heading: 'Thông tin bổ sung dành cho Liên minh châu Âu (GDPR)',
    sections: [
      {
        heading: 'Cơ sở pháp lý',
        paragraphs: [
          'Dữ liệu sức khỏe đã được loại bỏ thông tin nhận dạng của bạn được xử lý dựa trên sự đồng ý rõ ràng của bạn, theo Điều 6(1)(a) và Điều 9(2)(a) của Quy định chung về bảo vệ dữ liệu (GDPR).',
        ],
      },
      {
        heading: 'Bên kiểm soát dữ liệu',
        paragraphs: [
          '{foundation} là bên kiểm soát dữ liệu đối với dữ liệu được chia sẻ với tổ chức này và các đối tác. Bạn có thể liên hệ với tổ chức này thông qua trung tâm của bạn.',
        ],
      },
      {
        heading: 'Quyền của bạn',
        paragraphs: [
          'Bạn có quyền truy cập dữ liệu của mình, cũng như quyền yêu cầu chỉnh sửa, xóa, hạn chế xử lý và phản đối việc xử lý dữ liệu. Để thực hiện các quyền này, hãy gửi văn bản cho trung tâm của bạn; trung tâm sẽ tìm dữ liệu của bạn thông qua mã PID. Việc rút lại sự đồng ý không ảnh hưởng đến tính hợp pháp của việc xử lý đã được thực hiện trước khi rút lại.',
        ],
      },
      {
        heading: 'Khiếu nại',
        paragraphs: [
          'Bạn có quyền khiếu nại với một cơ quan giám sát bảo vệ dữ liệu, đặc biệt là tại quốc gia thành viên EU nơi bạn sinh sống hoặc làm việc, hoặc nơi bạn cho rằng quyền của mình đã bị vi phạm.',
        ],
      },
    ],
  },
  form: { pid: 'PID', date: 'Ngày', consent: 'Tôi đồng ý', noConsent: 'Tôi không đồng ý' },
};
