#include "journalmodel.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QLocale>

#include <core/curation/writejournal.h>

#include "semanticcolors.h"

namespace Ei::Models {

JournalModel::JournalModel(Core::WriteJournal *journal, Core::KeyFormat keyFormat, QObject *parent)
    : QAbstractTableModel(parent)
    , m_journal(journal)
    , m_keyFormat(keyFormat)
{
    connect(journal, &Core::WriteJournal::opened, this, &JournalModel::reload);
    connect(journal, &Core::WriteJournal::entryAdded, this, &JournalModel::onAdded);
    connect(journal, &Core::WriteJournal::entryChanged, this, &JournalModel::onChanged);
    reload();
}

void JournalModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_position.clear();
    m_removedFront = 0;
    m_finished = 0;
    if (m_journal) {
        for (const Core::JournalEntry &e : m_journal->liveEntries()) {
            m_position.insert(e.id, qint64(m_rows.size()));
            m_rows.push_back(e);
        }
    }
    endResetModel();
}

void JournalModel::setMaxFinished(int rows)
{
    m_maxFinished = std::max(0, rows);
    pruneFinished();
}

int JournalModel::rowOf(qint64 id) const
{
    const auto it = m_position.constFind(id);
    return it == m_position.cend() ? -1 : int(*it - m_removedFront);
}

void JournalModel::onAdded(const Core::JournalEntry &entry)
{
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_position.insert(entry.id, row + m_removedFront);
    m_rows.push_back(entry);
    endInsertRows();
}

void JournalModel::onChanged(const Core::JournalEntry &entry)
{
    const int row = rowOf(entry.id);
    if (row < 0) {
        return;
    }
    Core::JournalEntry &stored = m_rows[std::size_t(row)];
    const bool wasFinished = stored.isFinished();
    stored = entry;
    if (!wasFinished && entry.isFinished()) {
        ++m_finished;
    }
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    pruneFinished();
}

void JournalModel::pruneFinished()
{
    // Entries finish roughly in order, so the finished ones gather at the top: remove those.
    int count = 0;
    int finishedRemoved = 0;
    while (m_finished - finishedRemoved > m_maxFinished && count < int(m_rows.size()) &&
           m_rows[std::size_t(count)].isFinished()) {
        ++count;
        ++finishedRemoved;
    }
    if (count == 0) {
        return;
    }
    beginRemoveRows({}, 0, count - 1);
    for (int i = 0; i < count; ++i) {
        m_position.remove(m_rows.front().id);
        m_rows.pop_front();
    }
    m_removedFront += count;
    m_finished -= finishedRemoved;
    endRemoveRows();
}

QString JournalModel::stateText(Core::EntryState state)
{
    switch (state) {
    case Core::EntryState::Pending:
        return tr("pending");
    case Core::EntryState::Sent:
        return tr("sent");
    case Core::EntryState::Applied:
        return tr("applied");
    case Core::EntryState::Conflict:
        return tr("conflict");
    case Core::EntryState::Failed:
        return tr("failed");
    case Core::EntryState::Dropped:
        return tr("dropped");
    }
    return {};
}

QString JournalModel::kindText(Core::WriteKind kind)
{
    switch (kind) {
    case Core::WriteKind::MatchEdit:
        return tr("match edit");
    case Core::WriteKind::QualityEdit:
        return tr("quality edit");
    case Core::WriteKind::ReprocessMark:
        return tr("reprocess: mark");
    case Core::WriteKind::ReprocessReset:
        return tr("reprocess: reset status");
    case Core::WriteKind::Undo:
        return tr("undo");
    }
    return {};
}

int JournalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JournalModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JournalModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Core::JournalEntry &e = m_rows.at(std::size_t(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StateColumn:
            return stateText(e.state);
        case KindColumn:
            return kindText(e.kind);
        case KeyColumn:
            return Core::displayRowKey(e.key, m_keyFormat, Core::Sha1Display::Base32Prefixed);
        case DescriptionColumn:
            return e.description;
        case TimeColumn:
            return QLocale().toString(e.at.toLocalTime(), QLocale::ShortFormat);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return e.error.isEmpty() ? e.description : e.error;
    case Qt::ForegroundRole:
        if (index.column() == StateColumn &&
            (e.state == Core::EntryState::Conflict || e.state == Core::EntryState::Failed)) {
            return QBrush(semanticColor(SemanticColor::ErrorText, QGuiApplication::palette()));
        }
        return {};
    case EntryIdRole:
        return e.id;
    case StateRole:
        return int(e.state);
    case KeyRole:
        return e.key;
    case ErrorRole:
        return e.error;
    case FinishedRole:
        return e.isFinished();
    default:
        return {};
    }
}

QVariant JournalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case StateColumn:
        return tr("State");
    case KindColumn:
        return tr("Kind");
    case KeyColumn:
        return tr("Row");
    case DescriptionColumn:
        return tr("Description");
    case TimeColumn:
        return tr("Time");
    default:
        return {};
    }
}

} // namespace Ei::Models
