import type { HowItWorksText } from './how-it-works-text.en'

/** The How it works page's text in Vietnamese (same keys and placeholders as the English text). */
export const howItWorksTextVi: HowItWorksText = {
  title: 'Spotlight hoạt động như thế nào',
  description:
    'Cách bài viết được duyệt, cách quảng bá được bán và gắn nhãn, cách tính xếp hạng, ý nghĩa của “Đã xác minh” và cách xử lý báo cáo.',
  intro:
    'Những quy tắc Spotlight tuân theo, nói bằng lời đơn giản. Mỗi phần có địa chỉ riêng, nên bạn có thể dẫn liên kết thẳng tới đó.',
  review: {
    title: 'Bài viết được duyệt như thế nào',
    body: 'Mỗi bài viết đều được một quản trị viên của Spotlight đọc trước khi bất kỳ ai khác có thể xem. Nhà sáng tạo viết bài trong bảng điều khiển của mình rồi gửi đi; sau đó bài viết ở trạng thái đang duyệt và bị ẩn với người đọc.\n\nMột bước kiểm tra tự động tìm những từ ngữ và dấu hiệu thường gặp trong các vụ lừa đảo, rồi chỉ ra cho quản trị viên những gì nó tìm thấy. Nó không bao giờ tự đăng hay tự từ chối bài nào.\n\nQuản trị viên đăng bài viết hoặc từ chối kèm một lý do được gửi tới nhà sáng tạo. Bài viết bị từ chối có thể được sửa và gửi lại. Trả tiền cho một gói không bao giờ giúp bỏ qua bước duyệt, và việc quảng bá chỉ có thể bắt đầu khi bài viết đã được đăng.',
  },
  promotion: {
    title: 'Quảng bá được bán và hiển thị như thế nào',
    body: 'Nhà sáng tạo có thể trả bằng Pi để quảng bá một bài viết đã đăng. Việc quảng bá đưa video của bài viết vào một băng chuyền và đưa bài viết vào mục Nổi bật. Ở bất cứ đâu nó xuất hiện, nó đều mang nhãn “Quảng bá”, và nhãn này dẫn tới phần này.',
    siteWide:
      '{{plan}}: băng chuyền của trang chủ. {{slots}} vị trí cho toàn bộ trang, {{price}} Pi cho {{days}} ngày.',
    perCategory:
      '{{plan}}: băng chuyền của trang danh mục của bài viết. {{slots}} vị trí trong mỗi danh mục, {{price}} Pi cho {{days}} ngày.',
    more: 'Một băng chuyền không bao giờ chứa nhiều bài viết được quảng bá hơn số vị trí của nó. Khi mọi vị trí đã có người, nhà sáng tạo có thể vào danh sách chờ để nhận vị trí tiếp theo được trả lại.\n\nThứ tự các trang chiếu thay đổi mỗi ngày, nên mỗi bài viết được quảng bá lần lượt được đứng đầu: không ai có thể trả tiền để luôn đứng đầu. Mục Nổi bật cũng theo cùng thứ tự hằng ngày đó.\n\nViệc quảng bá kết thúc khi hết số ngày của nó, trừ khi nhà sáng tạo gia hạn. Quảng bá không bao giờ thay đổi cách một bài viết được duyệt, cách tính xếp hạng của nó hay cách xử lý các báo cáo về nó.',
  },
  ratings: {
    title: 'Xếp hạng được tính như thế nào',
    body: 'Người đọc đã đăng nhập bằng Pi xếp hạng một ứng dụng từ 1 đến {{max}} sao, và có thể viết đánh giá nếu muốn. Mỗi tài khoản Pi chỉ được tính một lần cho mỗi ứng dụng: xếp hạng lại sẽ thay thế lần xếp hạng trước. Nhà sáng tạo không thể xếp hạng ứng dụng của chính mình.\n\nĐánh giá đầu tiên của một tài khoản, và mọi đánh giá từ tài khoản mới tạo chưa đầy {{newAccountHours}} giờ, phải chờ quản trị viên phê duyệt rồi mới được hiển thị hoặc được tính.\n\n“Xếp hạng cao nhất” không chỉ đơn giản sắp xếp theo điểm trung bình. Mỗi ứng dụng được tính như thể có thêm {{priorCount}} lượt xếp hạng {{priorStars}} sao, nên một ứng dụng chỉ có một lượt 5 sao sẽ không vượt qua ứng dụng có một trăm lượt xếp hạng trung bình 4,8. Ứng dụng càng có nhiều lượt xếp hạng thật thì phần cộng thêm này càng ít ảnh hưởng.',
  },
  verified: {
    title: '“Đã xác minh” có nghĩa là gì',
    body: '“Đã xác minh” bên cạnh một ứng dụng chỉ có một nghĩa: nhà sáng tạo của nó đã chứng minh với Spotlight rằng họ kiểm soát địa chỉ của ứng dụng, tức địa chỉ mà bài viết đưa ra.\n\nĐó không phải là sự bảo chứng, lời giới thiệu hay một cuộc kiểm định của Spotlight, và không bảo đảm rằng ứng dụng an toàn, hoạt động như mô tả hay giữ an toàn cho Pi của bạn. Hãy tự đánh giá mỗi ứng dụng, và báo cáo bất cứ điều gì có vẻ không ổn.',
  },
  reports: {
    title: 'Báo cáo được xử lý như thế nào',
    body: 'Bất kỳ người đọc nào đã đăng nhập bằng Pi đều có thể báo cáo một bài viết hoặc một đánh giá, bằng cách chọn một trong các lý do sau:',
    more: 'Mọi báo cáo đều được gửi tới các quản trị viên của Spotlight. Một quản trị viên xem xét nội dung đó và quyết định: bỏ qua báo cáo, gỡ bài viết, ẩn đánh giá hoặc đình chỉ nhà sáng tạo.\n\nKhi {{reports}} tài khoản khác nhau, mỗi tài khoản đã tạo hơn {{accountDays}} ngày, cùng báo cáo một nội dung là “{{scam}}”, nội dung đó bị ẩn khỏi các trang công khai ngay lập tức cho tới khi quản trị viên quyết định. Báo cáo từ các tài khoản mới hơn vẫn tới được quản trị viên nhưng không được tính vào quy tắc này, nên một loạt tài khoản mới không thể đánh sập một bài viết. Báo cáo của tài khoản từng có báo cáo “{{scam}}” bị quản trị viên bỏ qua cũng không được tính.\n\nNgười báo cáo được thông báo kết quả. Tác giả được biết quyết định về bài viết của mình, nhưng không bao giờ biết ai đã báo cáo.',
  },
}
