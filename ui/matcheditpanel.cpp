#include "matcheditpanel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <core/domain/doi.h>
#include <models/semanticcolors.h>

namespace Ei::Ui {

namespace {

void fillChoices(QComboBox *box, const QStringList &words, const QList<QKeySequence> &keys)
{
    const QString current = box->currentData().toString();
    box->clear();
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QKeySequence key = i < keys.size() ? keys.at(i) : QKeySequence();
        // The word alone, so a narrow Match tab shows it whole ("matched (C" was all that fitted
        // with the shortcut beside it); the shortcut is in the entry's tooltip.
        box->addItem(words.at(i), words.at(i));
        if (!key.isEmpty()) {
            box->setItemData(
                int(i),
                MatchEditPanel::tr("%1 (%2)").arg(words.at(i), key.toString(QKeySequence::NativeText)),
                Qt::ToolTipRole);
        }
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

void selectWord(QComboBox *box, const QString &word)
{
    // -1 (nothing chosen) when the row has no value or one outside the vocabulary.
    box->setCurrentIndex(box->findData(word));
}

} // namespace

MatchEditPanel::MatchEditPanel(QWidget *parent)
    : QWidget(parent)
    , m_status(new QComboBox(this))
    , m_doi(new QLineEdit(this))
    , m_doiProblem(new QLabel(this))
    , m_note(new QLineEdit(this))
    , m_saveMatch(new QPushButton(tr("Save Match"), this))
    , m_quality(new QComboBox(this))
    , m_qualityNote(new QLineEdit(this))
    , m_saveQuality(new QPushButton(tr("Save Quality"), this))
    , m_reason(new QLabel(this))
{
    setObjectName(QStringLiteral("matchEditPanel"));
    m_status->setObjectName(QStringLiteral("statusBox"));
    m_doi->setObjectName(QStringLiteral("doiEdit"));
    m_doi->setPlaceholderText(tr("10.1234/example (empty: no DOI)"));
    m_doi->setClearButtonEnabled(true);
    m_doiProblem->setObjectName(QStringLiteral("doiProblem"));
    QPalette warn = m_doiProblem->palette();
    warn.setColor(QPalette::WindowText, Models::semanticColor(Models::SemanticColor::ErrorText, warn));
    m_doiProblem->setPalette(warn);
    m_doiProblem->hide();
    m_note->setPlaceholderText(tr("Why (optional, kept in the history)"));
    m_qualityNote->setPlaceholderText(tr("Why (optional)"));
    m_reason->setObjectName(QStringLiteral("editReason"));
    m_reason->setWordWrap(true);
    m_reason->hide();
    m_saveMatch->setObjectName(QStringLiteral("saveMatch"));
    m_saveQuality->setObjectName(QStringLiteral("saveQuality"));

    // One compact grid, so the comparison below keeps its room: status, DOI and note with Save
    // Match; the quality verdict and its note with Save Quality.
    m_status->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_quality->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *box = new QGroupBox(tr("Edit"), this);
    auto *grid = new QGridLayout(box);
    grid->addWidget(new QLabel(tr("Status:"), box), 0, 0);
    grid->addWidget(m_status, 0, 1, Qt::AlignLeft);
    grid->addWidget(new QLabel(tr("DOI:"), box), 1, 0);
    grid->addWidget(m_doi, 1, 1, 1, 2);
    grid->addWidget(m_doiProblem, 2, 1, 1, 2);
    grid->addWidget(new QLabel(tr("Note:"), box), 3, 0);
    grid->addWidget(m_note, 3, 1);
    grid->addWidget(m_saveMatch, 3, 2);
    grid->addWidget(new QLabel(tr("Quality:"), box), 4, 0);
    grid->addWidget(m_quality, 4, 1, Qt::AlignLeft);
    grid->addWidget(new QLabel(tr("Quality note:"), box), 5, 0);
    grid->addWidget(m_qualityNote, 5, 1);
    grid->addWidget(m_saveQuality, 5, 2);
    grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_reason);
    layout->addWidget(box);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    connect(m_doi, &QLineEdit::textChanged, this, &MatchEditPanel::onDoiEdited);
    connect(m_status, &QComboBox::currentIndexChanged, this, &MatchEditPanel::updateButtons);
    connect(m_quality, &QComboBox::currentIndexChanged, this, &MatchEditPanel::updateButtons);
    connect(m_note, &QLineEdit::textChanged, this, &MatchEditPanel::updateButtons);
    connect(m_qualityNote, &QLineEdit::textChanged, this, &MatchEditPanel::updateButtons);
    connect(m_saveMatch, &QPushButton::clicked, this, [this] {
        const std::optional<QString> doi = typedDoi();
        if (!doi) {
            return;
        }
        Q_EMIT matchEditRequested(m_status->currentData().toString(),
                                  doiChanged() ? doi : std::optional<QString>(), m_note->text().trimmed());
    });
    connect(m_note, &QLineEdit::returnPressed, m_saveMatch, &QPushButton::click);
    connect(m_saveQuality, &QPushButton::clicked, this, [this] {
        Q_EMIT qualityEditRequested(m_quality->currentData().toString(), m_qualityNote->text().trimmed());
    });
    connect(m_qualityNote, &QLineEdit::returnPressed, m_saveQuality, &QPushButton::click);
    setEditable(false);
}

MatchEditPanel::~MatchEditPanel() = default;

void MatchEditPanel::setVocabularies(const QStringList &statuses, const QList<QKeySequence> &statusKeys,
                                     const QStringList &qualities, const QList<QKeySequence> &qualityKeys)
{
    fillChoices(m_status, statuses, statusKeys);
    fillChoices(m_quality, qualities, qualityKeys);
    updateButtons();
}

void MatchEditPanel::setValues(const QString &mstatus, const QString &doi, const QString &quality)
{
    m_loadedStatus = mstatus;
    m_loadedDoi = doi;
    m_loadedQuality = quality;
    m_previewed.clear();
    selectWord(m_status, mstatus);
    selectWord(m_quality, quality);
    {
        const QSignalBlocker block(m_doi); // the row's own DOI needs no preview
        m_doi->setText(doi);
    }
    m_note->clear();
    m_qualityNote->clear();
    m_doiProblem->hide();
    updateButtons();
}

void MatchEditPanel::setEditable(bool editable, const QString &reason)
{
    m_editable = editable;
    for (QWidget *w : std::initializer_list<QWidget *>{m_status, m_doi, m_note, m_quality, m_qualityNote}) {
        w->setEnabled(editable);
        w->setToolTip(editable ? QString() : reason);
    }
    m_reason->setText(reason);
    m_reason->setVisible(!editable && !reason.isEmpty());
    updateButtons();
}

std::optional<QString> MatchEditPanel::typedDoi() const
{
    const QString text = m_doi->text().trimmed();
    if (text.isEmpty()) {
        return QString();
    }
    auto doi = Core::normalizeDoi(text);
    return doi ? std::optional<QString>(*doi) : std::nullopt;
}

bool MatchEditPanel::doiChanged() const
{
    const std::optional<QString> doi = typedDoi();
    return doi && *doi != m_loadedDoi;
}

void MatchEditPanel::onDoiEdited()
{
    const QString text = m_doi->text().trimmed();
    const std::optional<QString> doi = typedDoi();
    if (!doi) {
        auto problem = Core::normalizeDoi(text);
        m_doiProblem->setText(tr("Not a DOI: %1").arg(problem ? QString() : problem.error().message));
        m_doiProblem->show();
    } else {
        m_doiProblem->hide();
        const QString preview = *doi == m_loadedDoi ? QString() : *doi;
        if (preview != m_previewed) {
            m_previewed = preview;
            Q_EMIT doiPreviewRequested(preview);
        }
    }
    updateButtons();
}

void MatchEditPanel::updateButtons()
{
    const bool statusChosen = m_status->currentIndex() >= 0;
    const bool matchChanged = m_status->currentData().toString() != m_loadedStatus || doiChanged() ||
                              !m_note->text().trimmed().isEmpty();
    m_saveMatch->setEnabled(m_editable && statusChosen && typedDoi().has_value() && matchChanged);
    const bool qualityChanged =
        m_quality->currentData().toString() != m_loadedQuality || !m_qualityNote->text().trimmed().isEmpty();
    m_saveQuality->setEnabled(m_editable && m_quality->currentIndex() >= 0 && qualityChanged);
    m_saveMatch->setToolTip(m_editable ? tr("One checked write against the match info you loaded")
                                       : m_reason->text());
    m_saveQuality->setToolTip(m_saveMatch->toolTip());
}

} // namespace Ei::Ui
