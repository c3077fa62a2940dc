#include "filterbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace Ei::Ui {

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
    , m_prefix(new QLineEdit(this))
    , m_start(new QLineEdit(this))
    , m_stop(new QLineEdit(this))
    , m_status(new QComboBox(this))
    , m_match(new QComboBox(this))
    , m_hasTei(new QCheckBox(tr("Has TEI"), this))
    , m_notProcessed(new QCheckBox(tr("Not processed"), this))
    , m_where(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    m_prefix->setPlaceholderText(tr("Key prefix, e.g. sha1:AB"));
    m_start->setPlaceholderText(tr("Start key"));
    m_stop->setPlaceholderText(tr("Stop key"));
    // Placeholders vanish once typed in: screen readers get a name of their own.
    m_prefix->setAccessibleName(tr("Key prefix"));
    m_start->setAccessibleName(tr("Start key"));
    m_stop->setAccessibleName(tr("Stop key"));
    m_where->setAccessibleName(tr("Predicates"));
    m_where->setPlaceholderText(tr("Predicates: grobid0:status_code!=200 has:match0:doi …"));
    m_where->setToolTip(tr("Space-separated, all must hold: fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, "
                           "missing:fam:qual. Quote a predicate that contains spaces."));
    m_status->setEditable(true);
    m_status->addItem(tr("Any status"), QString());
    for (const char *code : {"200", "400", "409", "500", "503"}) {
        m_status->addItem(QString::fromLatin1(code), QString::fromLatin1(code));
    }
    m_status->setToolTip(tr("GROBID HTTP status code (grobid0:status_code)"));
    m_status->setAccessibleName(tr("GROBID status"));
    m_status->lineEdit()->setAccessibleName(tr("GROBID status"));
    m_match->setToolTip(tr("Match status (match0:mstatus)"));
    m_match->setAccessibleName(tr("Match status"));
    setMatchStatuses({QStringLiteral("matched"), QStringLiteral("unmatched"), QStringLiteral("ambiguous"),
                      QStringLiteral("confirmed"), QStringLiteral("rejected"),
                      QStringLiteral("needs-review")});
    // The combos may narrow below their longest entry (the list still opens at full width): beside
    // the Statistics dock on a 1366 px screen the filter bar set the row list's minimum width.
    for (QComboBox *box : {m_status, m_match}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(4);
    }
    m_notProcessed->setToolTip(tr("Rows without grobid0:status_code (the pipeline has not run on them)"));
    m_error->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    m_error->setWordWrap(true);
    m_error->hide();
    auto *applyButton = new QPushButton(tr("Apply"), this);
    // Not a default button: outside a dialog it only looked like one (Return in the fields applies,
    // below), and Fusion draws a default button as it draws focus, so Tab on it showed nothing.
    auto *clearButton = new QPushButton(tr("Clear"), this);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setHorizontalSpacing(4);
    grid->setVerticalSpacing(3);
    grid->addWidget(m_prefix, 0, 0, 1, 2);
    grid->addWidget(m_start, 0, 2);
    grid->addWidget(m_stop, 0, 3);
    grid->addWidget(m_status, 1, 0);
    grid->addWidget(m_match, 1, 1);
    grid->addWidget(m_hasTei, 1, 2);
    grid->addWidget(m_notProcessed, 1, 3);
    grid->addWidget(m_where, 2, 0, 1, 2);
    grid->addWidget(applyButton, 2, 2);
    grid->addWidget(clearButton, 2, 3);
    // The combos share what the fixed-width columns leave (they may narrow, see above).
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->addWidget(m_error, 3, 0, 1, 4);
    for (int c = 0; c < 4; ++c) {
        grid->setColumnStretch(c, 1);
    }

    for (QLineEdit *edit : {m_prefix, m_start, m_stop, m_where}) {
        connect(edit, &QLineEdit::returnPressed, this, &FilterBar::apply);
    }
    connect(m_status->lineEdit(), &QLineEdit::returnPressed, this, &FilterBar::apply);
    connect(m_status, &QComboBox::activated, this, &FilterBar::apply);
    // A chosen entry is shown from its start: in a narrow combo the line edit otherwise scrolls to
    // its end ("ny status").
    connect(m_status, &QComboBox::currentIndexChanged, this,
            [this] { m_status->lineEdit()->setCursorPosition(0); });
    m_status->lineEdit()->setCursorPosition(0);
    connect(m_match, &QComboBox::activated, this, &FilterBar::apply);
    connect(m_hasTei, &QCheckBox::toggled, this, &FilterBar::apply);
    connect(m_notProcessed, &QCheckBox::toggled, this, &FilterBar::apply);
    connect(applyButton, &QPushButton::clicked, this, &FilterBar::apply);
    connect(clearButton, &QPushButton::clicked, this, &FilterBar::clearAll);
}

FilterBar::~FilterBar() = default;

void FilterBar::setMatchStatuses(const QStringList &statuses)
{
    m_match->clear();
    m_match->addItem(tr("Any match"), QString()); // short: the combo may be narrow (1366 px, scale 2)
    for (const QString &s : statuses) {
        m_match->addItem(s, s);
    }
}

Core::Result<Core::RowQuery> FilterBar::query() const
{
    Core::RowQuery q;
    q.prefix = m_prefix->text().trimmed().toUtf8();
    q.startKey = m_start->text().trimmed().toUtf8();
    q.stopKey = m_stop->text().trimmed().toUtf8();
    QString status = m_status->currentData().toString();
    if (m_status->currentIndex() < 0 ||
        m_status->currentText() != m_status->itemText(m_status->currentIndex())) {
        status = m_status->currentText().trimmed(); // typed by hand
    }
    if (!status.isEmpty()) {
        bool ok = false;
        status.toInt(&ok);
        if (!ok) {
            return Core::fail(Core::ErrorKind::InvalidInput,
                              tr("The status code must be a number such as 200 or 500."));
        }
        q.where << QStringLiteral("grobid0:status_code=") + status;
    }
    if (const QString match = m_match->currentData().toString(); !match.isEmpty()) {
        q.where << QStringLiteral("match0:mstatus=") + match;
    }
    if (m_hasTei->isChecked()) {
        q.where << QStringLiteral("has:grobid0:tei_xml");
    }
    if (m_notProcessed->isChecked()) {
        q.where << QStringLiteral("missing:grobid0:status_code");
    }
    for (const QString &p : Core::RowQuery::splitPredicates(m_where->text())) {
        if (const QString problem = Core::RowQuery::validatePredicate(p); !problem.isEmpty()) {
            return Core::fail(Core::ErrorKind::InvalidInput, problem);
        }
        q.where << p;
    }
    return q;
}

void FilterBar::apply()
{
    const auto q = query();
    if (!q) {
        m_error->setText(q.error().message);
        m_error->show();
        return;
    }
    m_error->hide();
    Q_EMIT queryChanged(*q);
}

void FilterBar::clearAll()
{
    const QSignalBlocker b1(m_hasTei);
    const QSignalBlocker b2(m_notProcessed);
    for (QLineEdit *edit : {m_prefix, m_start, m_stop, m_where}) {
        edit->clear();
    }
    m_status->setCurrentIndex(0);
    m_match->setCurrentIndex(0);
    m_hasTei->setChecked(false);
    m_notProcessed->setChecked(false);
    apply();
}

} // namespace Ei::Ui
