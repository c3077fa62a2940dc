#include "conflictdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <core/domain/curation.h>
#include <models/semanticcolors.h>

namespace Ei::Ui {

namespace {

// One side of a conflict: the cells of the entry's columns (absent = not there).
struct Side
{
    QHash<QByteArray, QByteArray> cells;
    bool has(const QByteArray &column) const { return cells.contains(column); }
    QByteArray value(const QByteArray &column) const { return cells.value(column); }
};

Side sideOf(const QList<Core::Cell> &cells)
{
    Side s;
    for (const Core::Cell &c : cells) {
        if (!c.value.isEmpty()) { // an empty value in `seen` means absent
            s.cells.insert(c.column, c.value);
        }
    }
    return s;
}

QJsonObject jsonOf(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QString jsonText(const QJsonObject &o, QLatin1StringView name)
{
    const QJsonValue v = o.value(name);
    return v.isDouble() ? QString::number(v.toInteger()) : v.toString();
}

QString absentText()
{
    return ConflictDialog::tr("(none)");
}

QString orAbsent(const QString &text)
{
    return text.isEmpty() ? absentText() : text;
}

QList<ConflictField> matchFields(const Side &original, const Side &theirs, const Side &mine,
                                 bool mineKeepsDoi)
{
    const auto fields = [](const Side &s) {
        const QJsonObject minfo = jsonOf(s.value(Core::kMinfoColumn));
        return QStringList{
            QString::fromUtf8(s.value(Core::kMstatusColumn)), QString::fromUtf8(s.value(Core::kDoiColumn)),
            jsonText(minfo, QLatin1StringView("note")),       jsonText(minfo, QLatin1StringView("rev")),
            jsonText(minfo, QLatin1StringView("by")),         jsonText(minfo, QLatin1StringView("updated"))};
    };
    const QStringList names{ConflictDialog::tr("Status"), ConflictDialog::tr("DOI"),
                            ConflictDialog::tr("Note"),   ConflictDialog::tr("Revision"),
                            ConflictDialog::tr("By"),     ConflictDialog::tr("Updated")};
    const QStringList o = fields(original);
    QStringList t = fields(theirs);
    QStringList m = fields(mine);
    if (mineKeepsDoi) {
        // The DOI cell was not read with theirs (the edit does not write it): their latest
        // history step says what they left it at.
        const QJsonArray history =
            jsonOf(theirs.value(Core::kMinfoColumn)).value(QLatin1StringView("history")).toArray();
        if (!theirs.has(Core::kDoiColumn) && !history.isEmpty()) {
            t[1] = history.last().toObject().value(QLatin1StringView("doi")).toString();
        }
        m[1] = ConflictDialog::tr("(kept as it is)");
    }
    QList<ConflictField> out;
    for (qsizetype i = 0; i < names.size(); ++i) {
        out.append({names[i], orAbsent(o[i]), orAbsent(t[i]), orAbsent(m[i]), mineKeepsDoi && i == 1});
    }
    return out;
}

QList<ConflictField> qualityFields(const Side &original, const Side &theirs, const Side &mine)
{
    const auto fields = [](const Side &s) {
        const QByteArray raw = s.value(Core::kQualityColumn).trimmed();
        if (!raw.isEmpty() && !raw.startsWith('{')) {
            return QStringList{QString::fromUtf8(raw), {}, {}, {}, {}}; // the bare-word form
        }
        const QJsonObject q = jsonOf(raw);
        return QStringList{jsonText(q, QLatin1StringView("quality")), jsonText(q, QLatin1StringView("note")),
                           jsonText(q, QLatin1StringView("rev")), jsonText(q, QLatin1StringView("by")),
                           jsonText(q, QLatin1StringView("at"))};
    };
    const QStringList names{ConflictDialog::tr("Quality"), ConflictDialog::tr("Note"),
                            ConflictDialog::tr("Revision"), ConflictDialog::tr("By"),
                            ConflictDialog::tr("At")};
    const QStringList o = fields(original), t = fields(theirs), m = fields(mine);
    QList<ConflictField> out;
    for (qsizetype i = 0; i < names.size(); ++i) {
        out.append({names[i], orAbsent(o[i]), orAbsent(t[i]), orAbsent(m[i])});
    }
    return out;
}

} // namespace

bool ConflictDialog::isQuality(const Core::JournalEntry &entry)
{
    const QString type = entry.intent.value(QLatin1StringView("type")).toString();
    return type == QLatin1StringView("quality") ||
           (type.isEmpty() && entry.check.column == Core::kQualityColumn);
}

QList<ConflictField> ConflictDialog::fieldsOf(const Core::JournalConflict &conflict)
{
    const Core::JournalEntry &e = conflict.entry;
    const Side original = sideOf(e.seen);
    const Side theirs = sideOf(conflict.theirs.cells);
    const Side mine = e.op == Core::WriteOp::CheckAndDelete ? Side{} : sideOf(e.cells);
    if (isQuality(e)) {
        return qualityFields(original, theirs, mine);
    }
    bool writesDoi = false;
    for (const Core::Cell &c : e.cells) {
        writesDoi = writesDoi || c.column == Core::kDoiColumn;
    }
    return matchFields(original, theirs, mine, !writesDoi);
}

ConflictDialog::ConflictDialog(const Core::JournalConflict &conflict, const QString &displayKey,
                               const QStringList &statuses, const QStringList &qualities, QWidget *parent)
    : QDialog(parent)
    , m_id(conflict.entry.id)
    , m_quality(isQuality(conflict.entry))
    , m_table(new QTableWidget(this))
    , m_editor(new QWidget(this))
    , m_choice(new QComboBox(m_editor))
    , m_doi(new QLineEdit(m_editor))
    , m_note(new QLineEdit(m_editor))
{
    setObjectName(QStringLiteral("conflictDialog"));
    const bool failed = conflict.entry.state == Core::EntryState::Failed;
    setWindowTitle(failed ? tr("Write refused: %1").arg(displayKey) : tr("Conflict on %1").arg(displayKey));

    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    intro->setText(
        failed
            ? tr("The server refused “%1”: %2. Nothing was changed. Try again (once the cause is fixed) or "
                 "discard your edit.")
                  .arg(conflict.entry.description, conflict.entry.error)
            : tr("Someone changed this row after you loaded it, so “%1” was not written and nothing was "
                 "overwritten. Compare and choose: keep theirs, re-apply yours on top of theirs, or edit "
                 "yours first.")
                  .arg(conflict.entry.description));

    const QList<ConflictField> fields = fieldsOf(conflict);
    m_table->setObjectName(QStringLiteral("conflictFields"));
    m_table->setAccessibleName(tr("Fields as you loaded them, as they are now, and yours"));
    m_table->setTabKeyNavigation(false); // Tab goes on to the choices (arrows move between cells)
    m_table->setColumnCount(4);
    m_table->setRowCount(int(fields.size()));
    m_table->setHorizontalHeaderLabels(
        {tr("Field"), tr("Original (you loaded)"), tr("Theirs (now)"), tr("Mine")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const QColor changed = Models::semanticTint(Models::SemanticTint::Partial, palette());
    const QColor clash = Models::semanticTint(Models::SemanticTint::Disagree, palette());
    for (int r = 0; r < fields.size(); ++r) {
        const ConflictField &f = fields[r];
        const QStringList texts{f.field, f.original, f.theirs, f.mine};
        for (int c = 0; c < 4; ++c) {
            auto *item = new QTableWidgetItem(texts[c]);
            item->setToolTip(texts[c]);
            // Theirs or mine differing from the original: changed; both changed differently: a clash.
            const bool theirsChanged = f.theirs != f.original;
            const bool mineChanged = !f.mineKeeps && f.mine != f.original;
            if ((c == 2 && theirsChanged) || (c == 3 && mineChanged)) {
                item->setBackground(theirsChanged && mineChanged && f.theirs != f.mine ? clash : changed);
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();

    // The editor: mine, as the starting point of an edited version.
    const auto mineOf = [&](const QString &name) {
        for (const ConflictField &f : fields) {
            if (f.field == name) {
                return f.mine == absentText() ? QString() : f.mine;
            }
        }
        return QString();
    };
    const QStringList choices = m_quality ? qualities : statuses;
    m_choice->addItems(choices);
    m_choice->setCurrentIndex(int(choices.indexOf(mineOf(m_quality ? tr("Quality") : tr("Status")))));
    const QString theirDoi = fields.size() > 1 && !m_quality ? fields[1].theirs : QString();
    m_doi->setText(theirDoi == absentText() ? QString() : theirDoi);
    m_note->setText(mineOf(tr("Note")));
    auto *form = new QFormLayout(m_editor);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_quality ? tr("Quality:") : tr("Status:"), m_choice);
    if (!m_quality) {
        form->addRow(tr("DOI:"), m_doi);
    }
    form->addRow(tr("Note:"), m_note);
    m_editor->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_keepTheirs =
        buttons->addButton(failed ? tr("Discard Mine") : tr("Keep Theirs"), QDialogButtonBox::RejectRole);
    m_reapply = buttons->addButton(failed ? tr("Try Again") : tr("Re-apply Mine on Top of Theirs"),
                                   QDialogButtonBox::AcceptRole);
    m_edit = buttons->addButton(tr("Edit Mine…"), QDialogButtonBox::ActionRole);
    m_saveEdited = buttons->addButton(tr("Save Edited Version"), QDialogButtonBox::ApplyRole);
    m_saveEdited->hide();
    m_edit->setVisible(!failed && conflict.entry.kind != Core::WriteKind::Undo);
    m_keepTheirs->setObjectName(QStringLiteral("keepTheirs"));
    m_reapply->setObjectName(QStringLiteral("reapplyMine"));
    m_edit->setObjectName(QStringLiteral("editMine"));
    m_saveEdited->setObjectName(QStringLiteral("saveEdited"));

    connect(m_keepTheirs, &QPushButton::clicked, this, [this] {
        Q_EMIT keepTheirsRequested(m_id);
        accept();
    });
    connect(m_reapply, &QPushButton::clicked, this, [this] {
        Q_EMIT reapplyMineRequested(m_id);
        accept();
    });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        m_editor->show();
        m_edit->hide();
        m_saveEdited->show();
        m_choice->setFocus();
    });
    connect(m_saveEdited, &QPushButton::clicked, this, [this] {
        if (m_choice->currentIndex() < 0) {
            m_choice->setFocus();
            return;
        }
        if (m_quality) {
            Q_EMIT editedQualityRequested(m_id, m_choice->currentText(), m_note->text().trimmed());
        } else {
            Q_EMIT editedMatchRequested(m_id, m_choice->currentText(), m_doi->text().trimmed(),
                                        m_note->text().trimmed());
        }
        accept();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_editor);
    layout->addWidget(buttons);
    resize(760, 420);
}

ConflictDialog::~ConflictDialog() = default;

} // namespace Ei::Ui
