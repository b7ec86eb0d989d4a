/**
 * The help articles in English, one for each Chinese article of articles-seed.ts, named by its Chinese
 * title (`of`). They say the same as the Chinese ones, with the English console's labels; formats, sizes and the
 * quota come from the same rules.
 */
import { EXTENSIONS, MAX_FILE_BYTES, MAX_PICTURE_PIXELS } from '@shared/materials/rules.ts';
import { DEFAULT_FREE_QUOTA_BYTES } from '@server/config.ts';
import type { HelpTranslationSeed } from './service.ts';

const size = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`);
const formats = (kind: keyof typeof EXTENSIONS) => EXTENSIONS[kind].join(', ');
const quota = size(DEFAULT_FREE_QUOTA_BYTES);
const lines = (...paragraphs: string[]) => paragraphs.join('\n');
const UPLOADING = 'Uploading materials';
const STORAGE = 'Storage and quota';
const ORGANISING = 'Organising materials';
const PLANETS = 'Planets';
const ACCOUNT = 'Signing in and accounts';

export const HELP_ARTICLES_EN: readonly HelpTranslationSeed[] = [
  {
    of: '素材库支持上传哪些文件格式？大小有什么限制？',
    title: 'Which file formats can I upload to the material library, and how large can they be?',
    category: UPLOADING,
    body: lines(
      'The material library (Materials → Material library in the left menu) holds four kinds of materials: pictures, audio, video and documents. Each kind takes only these formats:',
      `Pictures: ${formats('picture')}, up to ${size(MAX_FILE_BYTES.picture)} per file and at most ${MAX_PICTURE_PIXELS / 1_000_000} megapixels;`,
      `Audio: ${formats('audio')}, up to ${size(MAX_FILE_BYTES.audio)} per file;`,
      `Video: ${formats('video')}, up to ${size(MAX_FILE_BYTES.video)} per file;`,
      `Documents: ${formats('document')}, up to ${size(MAX_FILE_BYTES.document)} per file.`,
      'When a chosen file has the wrong format or is too large, the page says "This file format is not supported" or "File too large" with the file name. That file is left out of the upload list; the other files are not affected.',
      'Pictures and documents are also checked by their content: a file whose extension was only renamed (a .txt renamed to .pdf, say) is refused. Please upload the original file.',
    ),
  },
  {
    of: '如何上传素材？',
    title: 'How do I upload materials?',
    category: UPLOADING,
    body: lines(
      '1. Open Materials → Material library in the left menu, choose the kind at the top (Pictures, Audio, Video, Documents) and, on the left, the category to put the files in. With "All" chosen, they go to the default category.',
      '2. Click Upload, then Choose files in the upload window; you can pick several files at once. Click Add more to add others, and Remove for any you do not want.',
      '3. Check the list and click Start upload. Files go up one after another, each with its progress and status: Waiting, Uploading, Transcoding, Uploaded or Upload failed.',
      'While files are uploading the window stays open and says "Uploading, please close later"; clicking outside it does not close it either. Once everything is done you can close it, and the new materials are in the list.',
    ),
  },
  {
    of: '视频上传到一半网络断了，需要从头再传吗？',
    title: 'My connection dropped halfway through a video upload. Do I have to start again?',
    category: UPLOADING,
    body: lines(
      'No. Audio and video uploads can resume: the file is sent in parts, a short break in the connection is retried automatically, and the upload goes on from where the server got to, not from the start.',
      'If the upload window was closed or the page reloaded, the browser remembers unfinished uploads: choose the same file again within a day and it carries on from the last point.',
      'Pictures and documents are small and do not resume; upload them again after a break.',
      'On an unstable connection, upload large videos first on a steady network and do other work afterwards.',
    ),
  },
  {
    of: '视频一直显示“转码中”是怎么回事？',
    title: 'Why does my video still say "Transcoding"?',
    category: UPLOADING,
    body: lines(
      'After a video is uploaded, the server reads its duration and makes a cover picture. Meanwhile its status is Transcoding; when that is done it turns to Ready by itself, with no need to reload the page.',
      'When all videos are uploaded, the upload window says: "All videos are uploaded. You can close the upload window and carry on; the video status updates by itself when transcoding is done". Click Got it and close the window: transcoding goes on in the background.',
      'How long it takes depends on the length of the video. Until transcoding is done, the video cannot be used to create a course.',
      'If the status turns to Upload failed, the file is usually damaged or not a valid video. Please check the file and upload it again.',
    ),
  },
  {
    of: '上传队列：批量上传音频和视频',
    title: 'The upload queue: uploading many audio and video files',
    category: UPLOADING,
    body: lines(
      'Besides the upload window of the material library, the teacher centre has one upload queue for the whole console. It suits many audio and video files at once, and you can keep using other pages while it works. Click Upload audio & video at the top of the page, pick the Category to upload to, then click to choose files or drop them in:',
      '· files ending in mp3, m4a, wav, aac or wma are uploaded as audio, every other file as video;',
      '· a file with the same name as one already in the queue is added only once: the repeat is skipped with a notice;',
      '· at most 2 files upload at the same time, the others wait their turn; a failed file is retried automatically up to 2 times, then shown as failed;',
      '· after a video is uploaded, its transcoding status is checked every 2 minutes until it is done;',
      '· after a reload or a closed tab, unfinished uploads are kept and go on when you come back; where the browser could not keep a file, you are asked to choose it again;',
      '· without a network connection the queue pauses, and goes on by itself when the connection is back.',
      'To cancel a task, click its Delete button and confirm "delete this upload task?": the upload stops and leaves the queue. If you cancel instead, the page says "operation cancelled".',
    ),
  },
  {
    of: '提示“存储空间已满”或“上传额度已用尽”怎么办？',
    title: 'What if I see "Storage full" or "Upload quota used up"?',
    category: STORAGE,
    body: lines(
      `The material library of a regular teacher account has a storage quota, ${quota} by default; senior lecturers have none.`,
      'Once the space used reaches the quota, the Upload button of the material library gives way to "Upload quota used up; upgrade to senior lecturer to keep uploading". A file that would take the total over the quota is refused and the Storage full window opens: please contact support to upgrade your storage. The upload queue stops uploading in that case, and the chosen files have to be chosen again.',
      'If picture uploads are switched off for the account, uploading a picture says "account upload quota exhausted, upgrade to senior lecturer to continue uploading".',
      'What to do: delete pictures or documents you no longer need to free space (audio and video cannot be deleted), or ask to become a senior lecturer with Contact assistant in this window.',
    ),
  },
  {
    of: '普通讲师和高级讲师有什么区别？',
    title: 'What is the difference between a regular teacher and a senior lecturer?',
    category: STORAGE,
    body: lines(
      'Your tier is shown under Teacher tier on the Account settings page.',
      `Teacher (regular): the material library has a storage quota of ${quota} (as the platform sets it). When it is used up, nothing more can be uploaded until materials are deleted or the account is upgraded.`,
      'Senior lecturer: uploads are not limited by a storage quota.',
      'Staff accounts have no tier or quota of their own: they follow their main account. To upgrade, leave a message with Contact assistant, with a phone number or WeChat ID we can reach you on.',
    ),
  },
  {
    of: '如何新建素材分类？',
    title: 'How do I create a material category?',
    category: ORGANISING,
    body: lines(
      'In the category list on the left of the material library, click New category, enter a category name (1–20 characters) and confirm. Names must differ within an account, and an account can have up to 200 categories.',
      'The four kinds of materials share the categories: a category created under Pictures can be used under Audio, Video and Documents as well. Each kind is counted separately, and the count is shown after the category name.',
      'Every account has a default category, where uploads without a category go. "All" shows the total of the current kind.',
      'With many categories, filter them by name in the box above the list ("Enter a group name").',
    ),
  },
  {
    of: '如何把素材移动到其他分类？',
    title: 'How do I move materials to another category?',
    category: ORGANISING,
    body: lines(
      'One material: click its Move, choose the target category in the Move materials window ("Choose a category") and click Confirm.',
      'Several materials: tick them and click Move selected at the bottom of the list.',
      'A whole category: choose the category on the left first, then click Move all at the bottom to move every material of the current kind in it to another category.',
      'When the move succeeds the page says "Operation succeeded", and the counts after the category names follow.',
    ),
  },
  {
    of: '如何重命名或删除素材？为什么音频和视频没有删除按钮？',
    title: 'How do I rename or delete a material? Why do audio and video have no Delete button?',
    category: ORGANISING,
    body: lines(
      'Rename: click the material\'s Edit, enter the new name (1–100 characters) in the Edit material window and click Confirm.',
      'Delete: only pictures and documents can be deleted. Click Delete, or tick several and click Delete selected, and confirm "Delete this material?". A deleted file cannot be restored, and content that already shows it can no longer display it, so take care.',
      'Audio and video materials cannot be deleted, so their rows have no Delete button. Audio and video you no longer use can be moved into a category of their own as an archive.',
    ),
  },
  {
    of: '如何搜索、筛选和排序素材？',
    title: 'How do I search, filter and sort materials?',
    category: ORGANISING,
    body: lines(
      'The search box above the list searches material names, and any part of a name finds it: typing "lesson 1" finds "Python lesson 1 basics". One or two characters work too.',
      'Uploaded takes a date range and shows only the materials uploaded in it; clear the dates to stop filtering by time.',
      'The Sort menu orders by name, size or upload time; by default the newest uploads come first.',
      'Changing the category, the search, the sort or the dates goes back to page 1, with 60 materials a page. Pictures can be shown as Cards or as a List; click a picture to see it large.',
    ),
  },
  {
    of: '如何用音频或视频素材批量创建课程？',
    title: 'How do I create courses from audio or video materials in a batch?',
    category: ORGANISING,
    body: lines(
      'Under Audio or Video in the material library, tick the materials and click Create courses at the bottom. You can also click Create courses in the upload window once everything in it is uploaded.',
      'On the batch page (Create video courses in a batch, or audio courses), each material becomes one course. Its title is the material name to begin with and can be changed one by one (not empty, at most 60 characters); then click Create n courses.',
      'A video still transcoding cannot become a course: wait until its status is Ready and try again.',
    ),
  },
  {
    of: '如何创建付费星球？',
    title: 'How do I create a paid planet?',
    category: PLANETS,
    body: lines(
      'A planet is your paid community: members who pay to join can read the posts you publish, take part in topics, hand in homework and check-ins, and ask you questions.',
      'Open the creation page from step 1 of the beginner guide (Create a planet) or with New planet on the planet list. Fill in the planet name, cover, introduction and description, set the joining price and how long a membership lasts, choose the planet\'s class, and decide whether it has a home page.',
      'Once submitted, the planet goes to review (Under review), and people can join after it is Approved. If it is Rejected, change what it says and submit it again.',
      'If the planet name, introduction or other text contains sensitive words, saving is refused with a message saying so: change the words concerned and submit again.',
    ),
  },
  {
    of: '星球有哪些运营功能？',
    title: 'What can I run in a planet?',
    category: PLANETS,
    body: lines(
      'In the planet\'s details you manage its posts (what members read; pin or highlight them), topics, columns, homework, check-in plans, Q&A, members, tags, menu and statistics.',
      'In the planet\'s settings you decide whether posts may be shared, whether new members may post, who may publish posts, whether the member list is public, whether posts can be previewed, whether free and anonymous questions are on, who may comment, whether new members are paused, and whether a member\'s phone number is asked for on joining.',
      'In member management you change members\' roles and status, and put a member who breaks the rules on the blacklist or take them off it.',
      'A check-in plan sets how many check-ins a day and in which hours, and together with homework it helps members keep learning.',
    ),
  },
  {
    of: '什么是星球会员模式？',
    title: 'What is planet member mode?',
    category: PLANETS,
    body: lines(
      'Planet member mode is a separate console for running planets. Its addresses start with /p/ and it has its own logo, page titles and menu: Home, My planets, Activities, Members, Lessons, Live, Wiki, Membership, Funds and Course guide.',
      'Teachers in planet member mode sign in on the Planet member login page (/p/login); logging out in this mode goes back to that page.',
      'Planet member mode also binds WeChat groups and manages a planet\'s live streams and courses.',
    ),
  },
  {
    of: '如何提现收益？',
    title: 'How do I withdraw my earnings?',
    category: 'Earnings and withdrawals',
    body: lines(
      'Open Funds → Balance in the left menu and click Withdraw (in the teacher centre and in planet member mode alike).',
      'Before the first withdrawal, verify your identity (as a person or a company) and add a payout account in the settings.',
      'Enter the amount and submit: a page confirms the withdrawal. When the money arrives and what it costs are stated on the withdrawal page.',
      'Every income and withdrawal is listed in the fund details, with amounts grouped by thousands, such as 12,800.00.',
      'Whether a staff account sees the Funds menu depends on what its main account grants it.',
    ),
  },
  {
    of: '如何登录讲师中心？忘记密码怎么办？',
    title: 'How do I sign in to the teacher centre? What if I forgot my password?',
    category: ACCOUNT,
    body: lines(
      'Sign in with your phone number on the login page, by Password login or Code login. Teachers in planet member mode use the Planet member login page.',
      'Code login: click Get code and your phone receives a 6-digit code, valid for 5 minutes and good for one sign-in. A phone number can get one code every 60 seconds and at most 10 a day; after 5 wrong tries the code is void and you need a new one.',
      'If you forgot your password, simply sign in with a code.',
      'If the page says "This phone number is not registered", check the number; if it says the account is disabled, contact your main account or the assistant.',
    ),
  },
  {
    of: '为什么提示“您已被登出”？登录状态能保持多久？',
    title: 'Why was I logged out? How long do I stay signed in?',
    category: ACCOUNT,
    body: lines(
      'After signing in you stay signed in for 14 days (counted from the sign-in, renewed along the way); after that, sign in again. Signing in or out in one tab does the same in your other open tabs.',
      'The Confirm logout window ("you have been logged out; cancel to stay or log in again") usually means: the sign-in has expired; the account signed in somewhere else and this sign-in ended; or the main account disabled this staff account.',
      'Click Cancel to stay on the page and read it, or Log in again to go to the login page.',
      'After more than 5 network errors in a row, the sign-in is cleared for safety and the login page opens: check your connection and sign in again.',
    ),
  },
  {
    of: '员工子账号能看到哪些功能？如何停用员工账号？',
    title: 'What can staff accounts see? How do I disable one?',
    category: ACCOUNT,
    body: lines(
      'A main account can open staff accounts for teaching assistants, operators and other staff. A staff account sees only the menu modules its main account grants (Home is always there) and works on the main account\'s data, such as the same material library.',
      'A staff account\'s teacher tier and storage quota are its main account\'s.',
      'The main account sees every staff account under Staff accounts on the Account settings page, where it can Disable or Enable each. A disabled staff account is signed out at once and cannot sign in; once enabled again, it signs in anew.',
    ),
  },
  {
    of: '如何查看消息通知？怎样标记为已读？',
    title: 'How do I read notifications and mark them as read?',
    category: 'Notifications',
    body: lines(
      'The bell at the top of the page shows the number of unread messages (99+ above 99), and follows new messages as they arrive, with no reload.',
      'Open the bell for the message centre: switch between Platform, Deals, Marketing and Official messages, and filter by All, Unread and Read. Scrolling to the end of the list loads more.',
      'Open a message to read it, and click I have read to mark it as read. Click Mark all read and confirm "confirm you have read all messages?" to mark every message as read at once.',
    ),
  },
  {
    of: '新手引导在哪里？可以再看一次吗？',
    title: 'Where is the beginner guide? Can I see it again?',
    category: 'Beginner guide',
    body: lines(
      'The beginner guide opens on your first sign-in, in 5 steps: Create a planet, Bind a chat group, Channel listing, Member operations and Earnings withdrawal. Each step explains what to do and links to its page; click Next step 1/5 and the like to go on, Previous to go back, and Start experience on the last step.',
      'Eight scenario demos follow: Paid group, Check-in learning, Membership, Lead generation, Paid Q&A, Info sharing, Private live and Class operations; click I know when you are done.',
      'The guide opens by itself only once per account, on any device. To see it again, use Open the getting-started guide or See the scenario demo on the Beginner guide card of the home page.',
    ),
  },
  {
    of: '页面提示“当前处于离线状态”或“网络较弱”怎么办？',
    title: 'What if the page says I am offline or the network is weak?',
    category: 'Network and pages',
    body: lines(
      'When the computer has no network, the top of the page says "currently offline" and whatever needs the network cannot be done for now; the upload queue pauses and goes on when the connection is back.',
      'On a slow network such as 2G, or with a latency over 500 ms or a download speed under 0.5 Mb/s, the page says "network weak, some functions may be limited" and shows the current speed.',
      'Then it is best to hold large uploads until you are on a steadier network.',
    ),
  },
  {
    of: '如何联系助理？',
    title: 'How do I contact the assistant?',
    category: 'Network and pages',
    body: lines(
      'Click the Help button at the bottom right of the page to open the help window, where you can search for a question or read the hot questions.',
      'If you found no answer, click Contact assistant, describe your problem (up to 500 characters), leave a phone number or WeChat ID if you like, and click Send message. The window then shows your message\'s number, and the assistant replies as soon as possible.',
      'Open the help centre, at the bottom of the help window, takes you to the help centre site for more.',
    ),
  },
];
