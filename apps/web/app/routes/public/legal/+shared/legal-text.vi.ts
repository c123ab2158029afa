import type { LegalText } from './legal-text.en'

/** The legal pages' text, Vietnamese (a translation: the English text prevails, as the page says). */
export const legalTextVi: LegalText = {
  privacy: {
    /** The page's meta description. */
    description: 'Cách Spotlight thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn, và các quyền của bạn.',
    intro:
      'Chính sách này giải thích Spotlight thu thập những dữ liệu cá nhân nào khi bạn truy cập trang, đăng nhập bằng Pi, đăng bài viết hoặc viết thư cho chúng tôi, vì sao chúng tôi sử dụng chúng, và bạn có những quyền gì.',
    s1Title: '1. Ai chịu trách nhiệm về dữ liệu của bạn',
    s1Body:
      'Spotlight (trang web này) chịu trách nhiệm về dữ liệu cá nhân được mô tả trong chính sách này. Mọi câu hỏi về dữ liệu của bạn hoặc về chính sách này, hãy gửi cho chúng tôi qua biểu mẫu trên trang Liên hệ; chúng tôi sẽ trả lời qua email.',
    s2Title: '2. Đăng nhập bằng Pi Network',
    s2Body:
      'Bạn chỉ đăng nhập qua ví Pi Network (Pi Browser). Pi Network chia sẻ với chúng tôi tên người dùng Pi và một mã định danh người dùng của bạn, và cho phép bạn thanh toán. Chúng tôi không yêu cầu và không lưu tên thật, tuổi hay bất kỳ giấy tờ tùy thân nào của bạn.\n\nChúng tôi giữ một mã phiên trong suốt thời gian bạn còn đăng nhập (mặc định một giờ), để trang web nhận ra bạn khi bạn chuyển giữa các trang.',
    s3Title: '3. Dữ liệu chúng tôi thu thập',
    s3Body:
      'Biểu mẫu liên hệ: họ tên, địa chỉ email và tin nhắn của bạn.\n\nBài viết: những gì bạn viết và tải lên khi đăng bài, như tiêu đề, mô tả, nội dung, liên kết, hình ảnh và video, cùng với tên người dùng Pi của bạn và các khoản thanh toán gắn với gói của bạn.\n\nDữ liệu kỹ thuật: qua một dịch vụ phân tích, chúng tôi thu thập dữ liệu về lượt truy cập của bạn, như các trang đã xem, loại thiết bị và trình duyệt, vị trí gần đúng suy ra từ địa chỉ IP, và thời điểm truy cập.',
    s4Title: '4. Vì sao chúng tôi sử dụng dữ liệu',
    s4Body:
      'Chúng tôi dùng dữ liệu của bạn để vận hành trang web và tài khoản của bạn; để duyệt, đăng và quảng bá bài viết của bạn; để xử lý các khoản thanh toán bằng Pi và các gói mà chúng kích hoạt; để trả lời tin nhắn của bạn; để giữ an toàn cho dịch vụ và ngăn chặn lạm dụng; và để hiểu cách trang web được sử dụng nhằm cải thiện nó.',
    s5Title: '5. Cơ sở pháp lý',
    s5Body:
      'Chúng tôi xử lý dữ liệu của bạn dựa trên sự đồng ý của bạn (ví dụ khi bạn chấp nhận cookie hoặc gửi tin nhắn cho chúng tôi; bạn có thể rút lại sự đồng ý bất cứ lúc nào) và lợi ích chính đáng của chúng tôi trong việc vận hành, bảo mật và cải thiện dịch vụ, cũng như cung cấp những gì bạn yêu cầu khi đăng bài hoặc thanh toán.',
    s6Title: '6. Ai nhận dữ liệu của bạn',
    s6Body:
      'Chúng tôi không bán dữ liệu của bạn. Chúng tôi chỉ chia sẻ dữ liệu với những nhà cung cấp cần thiết để vận hành dịch vụ: một dịch vụ phân tích (thống kê lượt truy cập), một dịch vụ quản lý phương tiện (lưu trữ và phân phối hình ảnh, video của bài viết) và nhà cung cấp lưu trữ của chúng tôi (máy chủ và cơ sở dữ liệu). Pi Network xử lý việc đăng nhập và thanh toán theo chính sách quyền riêng tư của riêng họ.',
    s7Title: '7. Chúng tôi lưu giữ dữ liệu trong bao lâu',
    s7Body:
      'Tin nhắn liên hệ được lưu trong thời gian cần thiết để trả lời và tối đa một năm sau đó. Bài viết và phương tiện của chúng được lưu khi còn được đăng hoặc khi tài khoản của bạn còn sử dụng, và bị xóa khi bạn xóa bài viết. Hồ sơ thanh toán được lưu trong thời gian pháp luật yêu cầu. Dữ liệu phân tích được lưu ở dạng tổng hợp.',
    s8Title: '8. Quyền của bạn',
    s8Body:
      'Bạn có thể yêu cầu truy cập dữ liệu của mình, chỉnh sửa hoặc xóa dữ liệu, phản đối việc xử lý dữ liệu, và yêu cầu một bản sao ở định dạng có thể chuyển giao. Hãy gửi yêu cầu qua biểu mẫu liên hệ; chúng tôi sẽ trả lời trong vòng một tháng. Bạn cũng có thể khiếu nại với cơ quan bảo vệ dữ liệu của mình.',
    s9Title: '9. Cookie',
    s9Body:
      'Trang web dùng cookie kỹ thuật, cần thiết để trang hoạt động, và cookie phân tích, chỉ được dùng sau khi bạn chấp nhận trong thông báo cookie. Chính sách cookie của chúng tôi giải thích chúng tôi dùng những cookie nào và cách từ chối hoặc xóa chúng.',
    s10Title: '10. Thay đổi chính sách này',
    s10Body:
      'Chúng tôi có thể cập nhật chính sách này khi dịch vụ hoặc pháp luật thay đổi. Ngày ở đầu trang cho biết phiên bản mới nhất; khi có thay đổi quan trọng, chúng tôi cũng sẽ thông báo trên trang web.',
  },
  cookies: {
    /** The page's meta description. */
    description: 'Spotlight dùng những cookie nào và cách quản lý chúng trong trình duyệt của bạn.',
    intro:
      'Cookie là những tệp nhỏ mà trang web lưu trong trình duyệt của bạn. Chính sách này giải thích Spotlight dùng những cookie nào và cách bạn kiểm soát chúng.',
    technicalTitle: 'Cookie kỹ thuật',
    technicalBody:
      'Những cookie này cần thiết để trang web hoạt động và không thể tắt trong hệ thống của chúng tôi: chúng ghi nhớ ngôn ngữ của bạn, lựa chọn về cookie của bạn (lưu dưới tên cookie_consent) và, khi bạn đăng nhập, phiên của bạn. Chúng không chứa dữ liệu nào dùng để theo dõi bạn trên các trang khác.',
    analyticsTitle: 'Cookie phân tích',
    analyticsBody:
      'Khi có sự đồng ý của bạn, một dịch vụ phân tích sẽ đặt cookie cho chúng tôi biết khách truy cập dùng trang web thế nào: các trang đã xem, thời lượng truy cập, loại thiết bị và trình duyệt. Dữ liệu được tổng hợp và giúp chúng tôi cải thiện trang web. Chúng chỉ được đặt sau khi bạn chọn Chấp nhận trong thông báo cookie.',
    thirdPartyTitle: 'Cookie của bên thứ ba',
    thirdPartyBody:
      'Một số nội dung đến từ các dịch vụ khác, có thể đặt cookie riêng theo chính sách của họ: Pi Network SDK dùng để đăng nhập và thanh toán, dịch vụ phương tiện phân phối hình ảnh và video, và các trình phát video được nhúng trong bài viết.',
    browserTitle: 'Cách quản lý cookie trong trình duyệt',
    browserBody:
      'Bạn có thể chặn hoặc xóa cookie bất cứ lúc nào trong phần cài đặt của trình duyệt. Việc chặn cookie kỹ thuật có thể khiến một số phần của trang web ngừng hoạt động. Hướng dẫn cho các trình duyệt phổ biến nhất:',
  },
  terms: {
    /** The page's meta description. */
    description: 'Quy định khi dùng Spotlight, đăng bài viết và thanh toán gói dịch vụ bằng Pi.',
    intro:
      'Các điều khoản này điều chỉnh việc bạn sử dụng Spotlight, một trang web đăng bài viết về ứng dụng, trang web, cửa hàng và kênh trong hệ sinh thái Pi, với các gói đăng bài và quảng bá trả phí.',
    s1Title: '1. Chấp nhận điều khoản',
    s1Body:
      'Khi sử dụng trang web, đăng nhập hoặc thanh toán cho một gói, bạn chấp nhận các điều khoản này. Nếu bạn không đồng ý, xin đừng sử dụng dịch vụ.',
    s2Title: '2. Dịch vụ',
    s2Body:
      'Spotlight cho phép khách truy cập đọc bài viết, và cho phép nhà quảng cáo thanh toán bằng Pi để đăng một bài viết (gói Đăng bài, thanh toán một lần) và để quảng bá một bài viết đã đăng trên băng chuyền của trang chủ (Băng chuyền chính) hoặc trên băng chuyền của một danh mục (Băng chuyền danh mục). Bài viết được quảng bá cũng xuất hiện trong mục Nổi bật.',
    s3Title: '3. Đăng nội dung',
    s3Body:
      'Sau khi thanh toán, bạn có thể tạo một bài viết và gửi đi. Mọi nội dung đều được duyệt trước khi đăng. Bài viết bị từ chối sẽ không được đăng; bạn sẽ nhận được lý do từ chối và có thể sửa rồi gửi lại. Chúng tôi có thể gỡ nội dung vi phạm các điều khoản này hoặc pháp luật.',
    s4Title: '4. Trách nhiệm của bạn',
    s4Body:
      'Bạn chịu trách nhiệm về những gì bạn đăng: nội dung phải chính xác, hợp pháp và bạn có quyền đăng, không được gây hiểu lầm, xúc phạm hay gây hại, cũng không được chứa phần mềm độc hại hoặc liên kết lừa đảo. Bạn giữ an toàn cho tài khoản Pi của mình và chịu trách nhiệm về những gì được thực hiện bằng tài khoản đó.',
    s5Title: '5. Sở hữu trí tuệ',
    s5Body:
      'Bạn giữ các quyền đối với nội dung của mình và cấp cho Spotlight một giấy phép không độc quyền, toàn cầu, miễn phí để lưu trữ, hiển thị và quảng bá nội dung đó trên trang web trong thời gian nội dung được đăng. Thiết kế, thương hiệu và mã nguồn của Spotlight thuộc về chúng tôi.',
    s6Title: '6. Thanh toán',
    s6Body:
      'Giá được hiển thị bằng Pi trên trang Quảng cáo và được thanh toán qua Pi Network. Khoản thanh toán không được hoàn lại, kể cả khi bài viết của bạn bị từ chối. Sau khi thanh toán, bạn có thể tạo và gửi một bài viết. Nội dung quảng bá có thể hết hạn sau 30 ngày nếu không được gia hạn; việc gia hạn được thực hiện thủ công.',
    s7Title: '7. Hủy bỏ',
    s7Body:
      'Bạn có thể ngừng sử dụng dịch vụ và xóa bài viết của mình bất cứ lúc nào. Bạn có thể hủy một chương trình quảng bá; khi đó chương trình kết thúc và không được hoàn tiền cho những ngày còn lại. Chúng tôi có thể tạm ngưng những tài khoản vi phạm các điều khoản này.',
    s8Title: '8. Giới hạn trách nhiệm',
    s8Body:
      'Dịch vụ được cung cấp theo hiện trạng. Trong phạm vi pháp luật cho phép, chúng tôi không bảo đảm dịch vụ luôn sẵn sàng hoặc không có lỗi, và không chịu trách nhiệm về các ứng dụng, trang web, cửa hàng và kênh được quảng cáo, cũng như về những tổn thất phát sinh từ việc sử dụng trang web hoặc Pi Network.',
    s9Title: '9. Luật áp dụng',
    s9Body:
      'Các điều khoản này chịu sự điều chỉnh của pháp luật quốc gia nơi Spotlight được vận hành. Mọi tranh chấp sẽ được đưa ra tòa án có thẩm quyền của quốc gia đó, không ảnh hưởng đến các quyền mà người tiêu dùng có theo pháp luật của quốc gia nơi họ cư trú.',
  },
  /** Above a translated legal page only (never on the English one). */
  notice: {
    englishPrevails:
      'Trang này là bản dịch. Nếu có khác biệt với văn bản tiếng Anh, văn bản tiếng Anh được ưu tiên áp dụng.',
  },
}
