import type { LegalDocument } from './types.ts';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '2026-11-27',
  preamble: [
    'Welcome to this service, a social and dating app for adults that offers a matchmaking feed, a square for updates, one-to-one chat, the kk lock, and coin recharge and VIP membership. The operator of this service (“we” or “us”) understands how much your personal information matters to you, and processes it lawfully, properly, only as far as necessary and in good faith, in accordance with the Personal Information Protection Law of the People’s Republic of China and other laws and regulations.',
    'This policy explains what information we collect, why we collect it, how we use and protect it, what other users can see, and what rights you have. Please read it carefully before using the service, especially the parts on what other users can see, how long information is kept and how to delete your account.',
    'By ticking your agreement to the Service Agreement and this policy on the login page and logging in, you confirm that you have read and agree to this policy. If you do not agree, please do not use the service.',
  ],
  sections: [
    {
      heading: 'Scope',
      paragraphs: [
        'This policy applies to the web version and the mobile apps of the service and to all of its features, including the matchmaking feed, search, profiles, the square, comments, likes, chat, emotes, follow, pin, block, “hide their updates”, the kk lock, recharge and VIP, and account management.',
        'The service is provided and run by the operator of this service, which is the handler of your personal information. This policy does not cover services that third parties provide to you on their own account, such as Alipay’s payment service; those are covered by their own privacy policies.',
      ],
    },
    {
      heading: 'Account and login information',
      paragraphs: [
        'Phone number: you need your mobile phone number to register and log in. We use it to identify your account, to send you the SMS verification codes needed to log in, reset your password and delete your account, and to stop the same number being abused. Your phone number is never shown to other users; even on your own account page it is shown only masked (for example 138****0000).',
        'Password: if you set a password, we store only a salted scrypt hash of it, never the password itself. Nobody, including our staff, can recover your password from the hash.',
        'SMS verification codes: a code is six random digits, and we store only a keyed hash of it, never the code itself. Each code works only for its own purpose (login, password reset or account deletion) and only once; it is valid for 10 minutes and stops working after 5 wrong attempts. To prevent abuse, we count how many codes are sent and limit how often they can be sent to the same phone number or from the same network address.',
        'Login token: when you log in, we give your device a randomly generated login token, and the server keeps only a hash of it. A token expires after 30 days, and it stops working immediately when you log out, reset your password or delete your account.',
        'Third-party login: if you log in with Alipay or Apple in the mobile app, we receive from that platform the user identifier needed to recognise your account. We do not receive your password or payment information for that platform.',
      ],
    },
    {
      heading: 'Profile details and images',
      paragraphs: [
        'To let other users get to know you and to suggest suitable people to you, you may choose to fill in: username, gender, birthday, height, weight, marital status, province, city and county, occupation, salary range, email address and signature. None of these is required to register, and you can change or clear them at any time in your profile settings. Marital status, salary range and similar details are personal, so fill in only what you are happy for others to know.',
        'We use your gender, birthday (to work out your age) and region to suggest people to you and to let users filter by age, gender, province and city. A new account’s default username is generated at random and is never derived from your phone number.',
        'You can upload photos, an avatar and a profile background image, send images in chat and add your own emotes. Before any uploaded image is stored, we strip its metadata, including EXIF data and GPS location, so the file does not reveal where or with what device it was taken. What the picture itself shows (for example a recognisable home, a number plate or an ID document) can still be seen, so choose your images with care.',
      ],
    },
    {
      heading: 'What you post, your chats and your connections',
      paragraphs: [
        'Updates and comments: the updates (text and images), comments and likes you post in the square are stored and shown to other users so that the square, comments and search can work. You can delete your own updates and comments at any time.',
        'Chat: to provide one-to-one real-time chat, we store the messages and images you send and receive, their times, and the read state of each conversation, so that messages stay in sync across your devices, missed messages are delivered after you reconnect, and your unread count is shown. Chat content is visible only to you and the person you are chatting with. You can recall a message within 2 minutes of sending it.',
        'Connections: we store the users you follow, like, pin, block and hide updates from, and the remark names you give your chat partners, so that these features work; for example, we stop showing you updates from users you hid and refuse messages from users you blocked. Pins, blocks, hidden users and remark names are known only to you; follows and likes may be seen by the other person (for example, VIP members can see “who liked me”).',
        'The kk lock: we store the lock requests you send, accept, reject or cancel, and your current lock state (your lock partner and the start and end times), so that locks can be formed and ended, you are left out of the matchmaking feed while locked, and other users cannot start new conversations with you during a lock.',
        'We do not use your chats for advertising. We look at specific content only as far as necessary to handle a report, prevent fraud or harassment, or meet a legal obligation.',
      ],
    },
    {
      heading: 'Payment information',
      paragraphs: [
        'When you recharge coins, we create a payment order and store its order number, amount, the package bought, its status, the Alipay trade number and the relevant times. We use this to credit coins to your account, to show your orders in your recharge records, and for reconciliation and after-sales support. We also keep records of the coins you spend on VIP days.',
        'Payments are made through Alipay. Your bank card number, bank account, payment password and other payment details are handled directly by Alipay; we neither collect nor store them. An order takes effect only when Alipay’s payment notification has passed signature verification.',
      ],
    },
    {
      heading: 'Network, device and log information',
      paragraphs: [
        'Approximate region: when you fill in your region, we may infer an approximate province and city from your current IP address to prefill the field for your convenience. The result goes no further than the city, and it becomes part of your profile only if you confirm and save it. We never obtain your device’s precise (GPS) location.',
        'Service logs: to keep the service secure and to fix faults, the server keeps the request logs it needs, such as the time of a request, the function requested and the result. Logs never contain login tokens, verification codes or passwords, nor the content of requests or your chats. For security purposes such as limiting how often codes are sent and fending off attacks, we also use your network address for a short time.',
        'Push identifier: if you turn on message notifications in a mobile app that supports push, we store that device’s push identifier and use it only to tell you about new messages. You can turn notifications off in your system settings, and we stop using the identifier once you log out or delete your account.',
      ],
    },
    {
      heading: 'What other users can see',
      paragraphs: [
        'Other users can see: your username, avatar, your age as worked out from your birthday, your province and city, your signature, and any details you chose to fill in such as height, weight, marital status, occupation and salary range; the photos and background image you uploaded; and the updates, comments and likes you post in the square.',
        'Other users can never see: your phone number, password, login tokens, exact date of birth, email address, county and detailed address, or any precise location. Nor can other users find you by searching for your phone number.',
        'Users you have blocked cannot send you messages. While you are in a kk lock, you do not appear in the matchmaking feed and other users cannot start new conversations with you.',
      ],
    },
    {
      heading: 'Service providers, sharing and disclosure',
      paragraphs: [
        'We do not sell your personal information and we do not give it to any third party for advertising. Third parties receive the information they need only in the following cases:',
        'SMS: we use Alibaba Cloud’s SMS service to send verification codes, and for this we give it your phone number and the text of the message.',
        'Payment: when you recharge, we give Alipay the order number, the amount and a description of the item, and Alipay returns the payment result and trade number to us. What you provide to Alipay is covered by Alipay’s privacy policy.',
        'We require these providers to process the information only for these purposes and only as far as necessary, and to protect it with appropriate security measures.',
        'Disclosure required by law: we may disclose information as far as necessary where laws or regulations require it or where judicial or administrative authorities lawfully request it. Where it is truly necessary to protect the life, health or property of you, other users or the public, we will also process information as the law allows.',
        'If personal information has to be transferred because of a merger, division, dissolution, bankruptcy or similar event, we will tell you the name and contact details of the recipient and require the recipient to keep meeting the obligations of this policy.',
      ],
    },
    {
      heading: 'Where and how long information is kept',
      paragraphs: [
        'Your personal information is stored on the servers of the operator of this service. We do not transfer it outside the country unless this is necessary to provide a service you have expressly chosen to use and we have obtained your separate consent or met the other conditions the law sets.',
        'We keep your personal information only for the shortest time needed for its purpose: account information, profile details, images, updates, comments, chats and connections are kept until you delete them or delete your account; login tokens expire after 30 days and stop working immediately when you log out, reset your password or delete your account; SMS verification codes are valid for 10 minutes; service logs are kept for no more than 30 days; and payment order records are kept for as long as laws and regulations require.',
        'Reported and recalled content: when a chat message, a post, a comment or a photo is reported, and when a chat message is recalled, we keep a copy of it. These copies can be seen only by our moderators, to handle reports, check breaches of the rules and decide appeals; no user, neither you nor the other person, can see them through the service. Each copy is kept for 30 days from the report or the recall and then deleted. When you delete your account, everything else in it is deleted at once; only such copies still within their 30 days remain until they expire.',
        'When the retention period ends, we delete the information or anonymise it.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'We take technical and organisational measures suited to the risks: passwords are stored only as salted scrypt hashes; verification codes are stored only as keyed hashes, with limits on their lifetime, use, attempts and sending rate; login tokens are random values of at least 128 bits and the server keeps only their hashes; logs never record tokens, codes or passwords; uploaded images have their metadata removed; the service never returns another user’s phone number, password hash, login token, exact birthday or precise location; and payment results must pass signature verification. We also limit staff access to personal information to those who need it for their work, and only as far as necessary.',
        'Please protect yourself too: never tell anyone your password or verification codes, and do not post your contact details, address, identity documents or similar information in public updates or on your profile.',
        'No system on the internet is perfectly secure. If a personal information security incident occurs, we will immediately put our response plan into action as the law requires, take remedial measures, and tell you through an in-app notice or similar means what happened, its possible impact, what we have done and what you can do to protect yourself.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Access and copies: you can see your profile details, photos, updates, follow list, block list, hidden list and recharge records on the Me page and in your profile settings. If you want a copy of your personal information, contact us through the feedback page in Settings.',
        'Correction: you can change your profile details, avatar, photos and background image at any time in your profile settings.',
        'Deletion: you can delete your own photos, updates and comments, recall a chat message within 2 minutes of sending it, and undo a follow, like, block or hide at any time.',
        'Account deletion: you can delete your account in Settings. Once you confirm with the SMS verification code for account deletion sent to your phone, we delete the data of your account (including profile details, photos, updates, comments, likes, chats and connections), the files you uploaded and all your login tokens. Deletion cannot be undone; only payment records that the law requires us to keep are retained.',
        'Withdrawing consent: you can withdraw your consent by clearing optional profile details, deleting content, turning off notifications, logging out or deleting your account. Withdrawing consent does not affect processing already carried out on the basis of your consent.',
        'Explanations and complaints: you have the right to ask us to explain this policy and our rules for processing personal information. We will reply within 15 working days of receiving your request and verifying your identity. If you are not satisfied with our reply, or you believe our processing harms your lawful rights, you can also complain to the authorities responsible for cyberspace, telecommunications, public security or market regulation.',
      ],
    },
    {
      heading: 'Minors',
      paragraphs: [
        'The service is only for adults aged 18 or over, and we do not provide it to minors. If you are under 18, please do not register for or use the service.',
        'If we find that we have collected a minor’s personal information without the necessary consent, or a guardian tells us so, we will stop providing the service to that account and delete the information as soon as possible.',
      ],
    },
    {
      heading: 'Local storage',
      paragraphs: [
        'The web version of the service does not use cookies for advertising or cross-site tracking. To keep you logged in, we keep in your browser’s local storage your login token, the phone number you last logged in with (to fill it in next time) and the interface language you chose. This information stays on your own device.',
        'Your login token is removed when you log out. You can also clear all local storage through your browser settings, after which you will need to log in again.',
      ],
    },
    {
      heading: 'Changes to this policy and contacting us',
      paragraphs: [
        'We may update this policy when features change or when laws and regulations require it. The updated policy will be published in the app with its effective date. For significant changes, such as a change in the purposes of processing, the kinds of information or the recipients, we will tell you before they take effect through an in-app notice or another prominent means, and ask for your consent again where necessary.',
        'If you have any questions, comments or requests about this policy or your personal information, contact us through the feedback page in the app’s Settings. We will reply within 15 working days of verifying your identity.',
      ],
    },
  ],
};
