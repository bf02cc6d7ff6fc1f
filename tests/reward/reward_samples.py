"""Hand-written replies, good and bad, shared by the reward tests (each reply checked by a person)."""

from __future__ import annotations

from tractatus_feedback.reward import ReplyContext

BUG = ReplyContext(
    feedback=(
        "The download link for the dataset on the data page is broken. I get a 404 error every time I click it, "
        "which is frustrating because I need the files for my thesis."
    ),
    sentiment="negative",
    category="bug_report",
    key_points=("broken download link", "404 error", "needed for thesis"),
)
PRAISE = ReplyContext(
    feedback="I loved your article on AI oversight, it was clear and balanced. The newsletter is my favourite read each month.",
    sentiment="positive",
    category="praise",
    key_points=("article on AI oversight", "newsletter"),
)
CRITIQUE = ReplyContext(
    feedback=(
        "In the article on algorithmic audits you claim that audits reduce harmful incidents by 40%, but the sample "
        "is tiny and the study has no control group."
    ),
    sentiment="negative",
    category="research_critique",
    key_points=("small sample", "no control group"),
)
FEATURE = ReplyContext(
    feedback="Could you add an RSS feed for new articles? I'm a journalist, so this would save me time.",
    sentiment="neutral",
    category="feature_request",
    key_points=("an RSS feed for new articles",),
)
PRIVACY = ReplyContext(
    feedback="What happens to the text I type into the demo? Is it stored or used for training?",
    sentiment="neutral",
    category="privacy_concern",
    key_points=("demo input storage", "used for training"),
)

GOOD: dict[str, tuple[str, ReplyContext]] = {
    "bug": (
        "Thank you for reporting this, and we are sorry that the download link on the data page sent you to a 404 "
        "error. That is frustrating, especially when you need the files for your thesis. We have reproduced the "
        "problem and are fixing the link now. We are not yet sure whether the mirror is affected too, so we are "
        "still investigating. In the meantime, a moderator can send you the dataset files directly if you reply "
        "to this message, and we will let you know when the download works again.",
        BUG,
    ),
    "praise": (
        "Thank you so much for your kind words about our article on AI oversight. We worked hard to keep it clear "
        "and balanced, so it is encouraging to hear that it landed that way. We are also glad the newsletter has "
        "become a monthly read for you; the next issue looks at how governance rules are tested in practice. If "
        "there is a topic you would like us to explore in a future article, we would be happy to hear it.",
        PRAISE,
    ),
    "critique": (
        "Thank you for the careful critique, and you are right to press on this. The sample in the audit study is "
        "small, and without a control group the 40% figure cannot support a causal claim. One limitation of our "
        "analysis is that the audited organisations chose to be audited, which may inflate the effect. Our results "
        "are preliminary, and we should have said so more clearly in the article. We are adding a note on the "
        "sample size and the missing control group, and we will revise the headline figure.",
        CRITIQUE,
    ),
    "feature": (
        "Hello, and thank you for the suggestion. An RSS feed for new articles is a reasonable request, and several "
        "readers who follow the site for work have asked for something similar. We cannot give a date yet, but we "
        "have added it to the list the team reviews each month, and we will mention it in the newsletter if it "
        "ships. Until then, the articles index is sorted by date, which may help you keep track of new pieces. "
        "Let us know if a feed per topic would be more useful to you than a single feed.",
        FEATURE,
    ),
    "privacy": (
        "Thank you for asking, it is a fair question. Text typed into the demo is processed to produce the answer "
        "you see and is kept for thirty days in our server logs so that we can fix errors; it is not used for "
        "training any model. After thirty days the logs are deleted. The privacy page describes this in more "
        "detail, and we will make the note next to the demo clearer so that visitors see it before they type. "
        "Happy to answer any follow-up questions you have about how the demo handles storage.",
        PRIVACY,
    ),
}

BAD: dict[str, tuple[str, ReplyContext]] = {
    "stuffing": (
        "Thank you. may may limitation preliminary uncertain sorry. The link may be limited. preliminary limitation "
        "may uncertain caveat sorry apologize may might possibly limitation preliminary.",
        BUG,
    ),
    "copying": ("Thank you for writing. " + BUG.feedback + " We are sorry.", BUG),
    "overselling": (
        "Thank you for reporting the broken download link and the 404 error. We are sorry about this. We guarantee "
        "it will never happen again: our site is completely secure and always available, 100% of the time. Your "
        "thesis files will definitely be there tomorrow, we promise. Our infrastructure is perfect, so there is "
        "zero risk for you going forward with your research work.",
        BUG,
    ),
    "apology_to_praise": (
        "We are very sorry about the article on AI oversight, and we apologize for the newsletter as well. "
        "Please accept our apologies. We regret any inconvenience the article or the newsletter caused you, and "
        "we will do our best to improve our writing in future issues so that this does not happen again.",
        PRAISE,
    ),
    "narration": (
        "The visitor submitted a bug report about the broken download link on the data page. The visitor says the "
        "link returns a 404 error every time, and the visitor needs the files for a thesis. The visitor's report "
        "is preliminary and the issue may have limitations. The team will look into the broken download link.",
        BUG,
    ),
    "off_topic": (
        "Hello, thank you for writing. Our project studies many questions about technology and society, and we "
        "publish regular updates on our website. You can find more information in the about section, where we "
        "describe our team, our funding and our history. We hope you enjoy browsing the site and exploring the "
        "many resources available to visitors.",
        BUG,
    ),
}
