#include "comparecandidates.h"

namespace Ei::Models {

CompareCandidateModel::CompareCandidateModel(std::function<QString(const QByteArray &)> displayKey,
                                             QObject *parent)
    : QAbstractListModel(parent)
    , m_displayKey(std::move(displayKey))
{}

CompareCandidateModel::~CompareCandidateModel() = default;

void CompareCandidateModel::reset(const QByteArray &shownKey)
{
    beginResetModel();
    m_shownKey = shownKey;
    m_keys.clear();
    m_versions.clear();
    endResetModel();
}

void CompareCandidateModel::addSameDoiRows(const QByteArrayList &keys)
{
    QByteArrayList fresh;
    for (const QByteArray &key : keys) {
        if (key != m_shownKey && !m_keys.contains(key) && !fresh.contains(key)) {
            fresh.append(key);
        }
    }
    if (fresh.isEmpty()) {
        return;
    }
    const int first = int(m_keys.size());
    beginInsertRows({}, first, first + int(fresh.size()) - 1);
    m_keys.append(fresh);
    endInsertRows();
}

void CompareCandidateModel::setGrobidVersion(const QByteArray &key, const QString &version)
{
    m_versions.insert(key, version);
    const qsizetype row = m_keys.indexOf(key);
    if (row >= 0) {
        const QModelIndex at = index(int(row));
        Q_EMIT dataChanged(at, at, {Qt::DisplayRole, GrobidVersionRole});
    }
}

QByteArrayList CompareCandidateModel::keysWithoutVersion() const
{
    QByteArrayList out;
    for (const QByteArray &key : m_keys) {
        if (!m_versions.contains(key)) {
            out.append(key);
        }
    }
    return out;
}

int CompareCandidateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

QVariant CompareCandidateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const QByteArray &key = m_keys.at(index.row());
    const auto version = m_versions.constFind(key);
    switch (role) {
    case Qt::DisplayRole: {
        const QString shown = m_displayKey ? m_displayKey(key) : QString::fromLatin1(key.toHex());
        if (version == m_versions.cend()) {
            return tr("%1 · same DOI · GROBID version …").arg(shown);
        }
        return version->isEmpty() ? tr("%1 · same DOI · no GROBID metadata").arg(shown)
                                  : tr("%1 · same DOI · GROBID %2").arg(shown, *version);
    }
    case KeyRole:
        return key;
    case GrobidVersionRole:
        return version == m_versions.cend() ? QString() : *version;
    default:
        return {};
    }
}

} // namespace Ei::Models
