import type { LegalDocument } from './types.ts';

export const agreement: LegalDocument = {
  title: 'Service Agreement',
  effectiveDate: '2026-11-21',
  preamble: [
    'Welcome to this service, a social and dating app for adults that helps you meet new people, post updates to the square and chat with others in real time. This agreement is between you and the operator of this service (“we” or “us”) and governs your use of the service.',
    'Please read this agreement and the Privacy Policy carefully before using the service, especially the terms on eligibility, rules of conduct, paid features, disclaimers and limits of liability, and dispute resolution. If you have any questions about this agreement, contact us through the feedback page in the app’s Settings.',
  ],
  sections: [
    {
      heading: 'Acceptance',
      paragraphs: [
        'The login page has a box reading “I have read and agree to the Service Agreement and the Privacy Policy”, which is ticked by default. Please read this agreement before you log in. By logging in or registering with the box ticked, you confirm that you have read, understood and accepted all of this agreement. If you do not agree, untick the box and stop using the service.',
        'The Privacy Policy forms part of this agreement. Rules we publish in the app, such as feature descriptions and payment information, also form part of this agreement.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old and have full legal capacity to register for and use the service. By registering, you confirm that you meet these conditions.',
        'You must register with a mobile phone number that is registered in your own name and that you currently use, and you must fill in your profile truthfully. Each person may register and use only one account. You may not register on behalf of others or register accounts in bulk, and you may not buy, sell, rent out or lend accounts.',
        'If we have previously banned an account of yours for breaking this agreement, you may not register again without our consent.',
      ],
    },
    {
      heading: 'What the service offers',
      paragraphs: [
        'The service currently offers: a matchmaking feed (with filters for age, gender, province and city); search; a personal profile (details, avatar, photos and background image); the square (posting updates, comments and likes); one-to-one real-time chat (text, emotes and images); follow, like, pin, block and “hide their updates”; the kk lock; coin recharge and VIP membership; and account deletion.',
        'Once you block a user, they can no longer send you messages. Once you hide a user’s updates, you no longer see their updates. You can manage these settings at any time in your block list and your hidden list.',
        'We may adjust or upgrade the service or stop offering some features as the service develops. Where a change significantly affects your rights, we will tell you in advance through an in-app notice or similar means.',
      ],
    },
    {
      heading: 'Your account and its security',
      paragraphs: [
        'You can log in with your phone number and an SMS verification code. The first time you log in with a code, you set a password to complete registration; after that, you can also log in with your phone number or username and your password. If you forget your password, you can reset it with an SMS verification code.',
        'Your account is for your own use only. Keep your password and SMS verification codes safe and never tell them to anyone; our staff will never ask you for your password or a code for any reason. You bear any loss caused by your own disclosure of your password or a code, unless the law provides otherwise.',
        'Each login stays valid for 30 days, and you can log out at any time. After a password reset, every device that was logged in must log in again. If you find that someone else is using your account, reset your password at once and tell us through the feedback page in Settings.',
        'If you stop using the phone number you registered with, delete your account or contact us promptly, so that whoever obtains that number cannot use it to log in to your account.',
      ],
    },
    {
      heading: 'Rules of conduct',
      paragraphs: [
        'This service is a community for people who sincerely want to meet others. When you use it, you must comply with the law, public order and good morals and this agreement, and treat other users with respect. You must not:',
        '(1) impersonate anyone, register or present yourself with someone else’s photos or details, or misrepresent your identity, age, marital status, occupation or income;',
        '(2) commit or attempt fraud, including asking others for money or loans in the name of romance or friendship, or pushing others to recharge, transfer money, invest, gamble or buy goods;',
        '(3) harass, threaten, insult or defame anyone, or keep pursuing someone after they have clearly said no;',
        '(4) post or send pornographic, obscene or vulgar content, or post illegal offers of sex work, prostitution or paid companionship;',
        '(5) post advertisements, sales pitches or messages that steer users to other platforms, or use the service for any commercial solicitation;',
        '(6) disclose or spread anyone’s phone number, address, photos, chat history or other personal information without their consent;',
        '(7) post content that endangers national security, incites ethnic hatred, promotes violence, terrorism, gambling or drugs, or otherwise breaks the law;',
        '(8) infringe anyone’s copyright, portrait rights, reputation, privacy or other lawful rights;',
        '(9) keep contacting someone who has blocked you, whether through a new account or by any other means;',
        '(10) use programs, scripts or other automated means to register accounts, send messages or collect other users’ information in bulk, or interfere with or attack the normal operation of the service.',
        'If you come across any of this behaviour, you can block the user and report it to us through the feedback page in Settings.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'The text, photos, images and other content you post or send in the service (“your content”) belong to you or to their original rights holders. You must make sure you have the right to use your content, and you are responsible for it.',
        'So that we can provide the service, you grant us a free, non-exclusive licence to store, copy and display your content within the service and to process it as needed for display (for example, making thumbnails and removing image metadata). This licence is used only to operate and provide the service; we will not use your content to promote anything outside the service without your separate consent.',
        'When you delete an item of content or your account, this licence ends for that content and we remove it from the service, except where the law requires us to keep it. Bear in mind that other users may already have seen or saved your content before you deleted it.',
        'We may remove or hide, without prior notice, any content that breaks the law or this agreement.',
      ],
    },
    {
      heading: 'The kk lock',
      paragraphs: [
        'The kk lock lets two users form an exclusive pairing. One user sends a lock request to the other in a chat; the other can accept or reject it, and the applicant can cancel the request until it is answered. A lock is formed only when both sides agree.',
        'Each user can be in at most one lock at a time. While you are locked, you cannot send or accept another lock request, you do not appear in the matchmaking feed, and other users cannot start a new conversation with you.',
        'Either side can end the lock at any time without the other’s consent; the other side is notified immediately.',
        'The kk lock is only a feature setting of this service. It does not create any legal relationship or commitment, and we cannot vouch for the other person’s real intentions. Use it according to your own judgement.',
      ],
    },
    {
      heading: 'Paid features',
      paragraphs: [
        'The service offers coin recharge and VIP membership. You buy coin recharge packages through Alipay and can then use coins to buy VIP days; VIP unlocks benefits such as “who liked me” and advanced filters. The price and number of coins of each package, and the days and benefits of VIP, are as shown on the page before you pay.',
        'Payments are made through Alipay. Coins are credited only after we receive Alipay’s payment-success notification and verify its signature. You can see your orders and their status in your recharge records; if a payment succeeded but the coins have not arrived after a long time, contact us through the feedback page in Settings.',
        'Coins and VIP benefits can only be used in this service. They cannot be exchanged for cash, transferred, given away or withdrawn.',
        'If you are charged twice, or if coins are not credited or a service cannot be provided because of us, we will refund or re-credit you as the law requires. Otherwise, completed recharges and exchanges are in principle not refundable, unless the law provides otherwise.',
        'When you delete your account, any unused coins and remaining VIP days in it are lost, so please check before deleting.',
        'Obtaining coins or VIP benefits through illegal channels, through someone else’s payment account or by exploiting system flaws is strictly forbidden. If we find it, we may deduct the coins concerned, cancel the VIP benefits and deal with the account under this agreement.',
      ],
    },
    {
      heading: 'Staying safe when meeting in person',
      paragraphs: [
        'The service helps you meet new people, but we do not verify users’ real identity, age, marital status or other details, and we cannot guarantee that the information other users give is true. Stay alert when dealing with people you met online:',
        'Until you know someone well, do not reveal your home address, workplace, identity documents, bank cards or account details. Anyone who asks you to lend money or transfer funds because of romance, an emergency or an investment is very likely a scammer.',
        'For a first meeting, choose a busy public place, get there and back on your own, and tell a friend or relative your plans and who you are meeting. Drink responsibly and keep an eye on your drink and your belongings.',
        'If you feel unsafe, leave at once. If you witness a crime or your personal safety is threatened, call the police on 110 immediately; you can also report it to us.',
      ],
    },
    {
      heading: 'Our rights',
      paragraphs: [
        'To keep the community orderly and users safe, we may moderate user content and account activity in accordance with the law and this agreement, including by handling reports from users.',
        'If you break the law or this agreement, we may, depending on how serious the breach is, warn you, remove or hide content, restrict some features, or suspend or permanently ban your account. Where a crime is suspected, we will keep the relevant records as the law requires and report to the competent authorities.',
        'Where possible, we will tell you what action we have taken and why through an in-app notice or similar means. If you believe we made a mistake, you can appeal through the feedback page in Settings and we will review the decision.',
      ],
    },
    {
      heading: 'Deleting your account',
      paragraphs: [
        'You can delete your account in Settings at any time. To make sure the request comes from you, we send an SMS verification code for account deletion to the phone number you registered with; once the code is verified, the deletion takes effect immediately.',
        'Deletion removes your profile, photos, avatar, background image, updates, comments, likes, chat history, your follow, block and other relations, and the files you uploaded; every device is logged out, and unused coins and VIP benefits are lost. If you are in a kk lock, the lock ends as well. Deletion cannot be undone. Only payment records that the law requires us to keep are retained.',
      ],
    },
    {
      heading: 'Disclaimers and limits of liability',
      paragraphs: [
        'We do our best to keep the service running stably and securely, but it may be interrupted or delayed because of maintenance or upgrades, network failures, problems at telecom carriers or payment providers, hacking, force majeure and similar causes. When this happens, we will do our best to limit the impact on you and will be liable to the extent the law provides.',
        'Content posted and details provided by other users are their own responsibility and do not represent our views. Your dealings with other users, including meeting in person and any exchange of money, are at your own judgement and risk; any resulting dispute is for you and the other person to resolve under the law, and we will give the help the law requires, such as providing relevant records.',
        'Nothing in this agreement excludes or limits any liability that cannot be excluded or limited by law, including liability for personal injury to you and for damage to your property caused by our intent or gross negligence.',
      ],
    },
    {
      heading: 'Changes to this agreement',
      paragraphs: [
        'We may change this agreement because of changes in the law or in the service. The changed agreement will be published in the app with its effective date; where a change significantly affects your rights, we will alert you before it takes effect through an in-app notice or another prominent means.',
        'If you do not agree with the changed agreement, you can stop using the service and delete your account. If you keep using the service after the changed agreement takes effect, you are deemed to accept it.',
      ],
    },
    {
      heading: 'Governing law, disputes and contact',
      paragraphs: [
        'The conclusion, validity, performance and interpretation of this agreement, and the resolution of disputes under it, are governed by the laws of the People’s Republic of China (for the purposes of this agreement, excluding the laws of the Hong Kong and Macao Special Administrative Regions and of Taiwan).',
        'Any dispute arising out of or in connection with this agreement shall first be resolved through friendly negotiation; if negotiation fails, either party may bring a lawsuit before a people’s court with jurisdiction.',
        'If any term of this agreement is held invalid or unenforceable, the other terms remain in effect.',
        'If you have any questions, comments or complaints about this agreement or the service, contact us through the feedback page in the app’s Settings and we will reply as soon as we can.',
      ],
    },
  ],
};
