#pragma once

#include <functional>

#include <QAbstractListModel>
#include <QByteArrayList>
#include <QHash>

namespace Ei::Models {

// The rows the TEI tab's "Compare with…" offers for the shown row: the other rows with its DOI
// (the same paper run by other GROBID versions), each with its GROBID version once known. The
// shown row itself is never offered; a key arrives once however often the search reports it.
class CompareCandidateModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareCandidateModel)

public:
    enum Roles
    {
        KeyRole = Qt::UserRole + 1, // QByteArray
        GrobidVersionRole,          // QString, empty while unknown
    };

    // `displayKey` spells a key as the row list does.
    explicit CompareCandidateModel(std::function<QString(const QByteArray &)> displayKey,
                                   QObject *parent = nullptr);
    ~CompareCandidateModel() override;

    // Starts over for the row `shownKey`.
    void reset(const QByteArray &shownKey);
    void addSameDoiRows(const QByteArrayList &keys);
    // From the rows' grobid0:metadata ("" = the row has none: shown as unknown, not pending).
    void setGrobidVersion(const QByteArray &key, const QString &version);
    QByteArray shownKey() const { return m_shownKey; }
    QByteArrayList keys() const { return m_keys; }
    QByteArrayList keysWithoutVersion() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::function<QString(const QByteArray &)> m_displayKey;
    QByteArray m_shownKey;
    QByteArrayList m_keys;
    QHash<QByteArray, QString> m_versions; // known versions ("" = none)
};

} // namespace Ei::Models
