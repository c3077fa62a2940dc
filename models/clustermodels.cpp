#include "clustermodels.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QLocale>

#include "semanticcolors.h"

namespace Ei::Models {

namespace {

QString megabytes(qint64 mb)
{
    return mb > 0 ? QLocale().toString(mb) + QStringLiteral(" MB") : NodeListModel::tr("< 1 MB");
}

} // namespace

void NodeListModel::setStatus(const Core::ClusterStatus &status)
{
    beginResetModel();
    m_status = status;
    endResetModel();
}

int NodeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_status.liveNodes.size() + m_status.deadNodes.size());
}

int NodeListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const qsizetype live = m_status.liveNodes.size();
    const bool dead = index.row() >= live;
    if (role == Qt::ForegroundRole && dead) {
        return QBrush(semanticColor(SemanticColor::ErrorText, QGuiApplication::palette()));
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Regions) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    if (dead) {
        switch (index.column()) {
        case Name:
            return m_status.deadNodes.at(index.row() - live);
        case State:
            return tr("dead");
        default:
            return {};
        }
    }
    const Core::ClusterNode &n = m_status.liveNodes.at(index.row());
    switch (index.column()) {
    case Name:
        return n.name;
    case State:
        return tr("live");
    case Regions:
        return QLocale().toString(n.regions.size());
    case Requests:
        return QLocale().toString(n.requests);
    case Heap:
        return n.maxHeapSizeMB > 0 ? tr("%1 of %2").arg(megabytes(n.heapSizeMB), megabytes(n.maxHeapSizeMB))
                                   : megabytes(n.heapSizeMB);
    default:
        return {};
    }
}

QVariant NodeListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Node");
    case State:
        return tr("State");
    case Regions:
        return tr("Regions");
    case Requests:
        return tr("Requests");
    case Heap:
        return tr("Heap");
    default:
        return {};
    }
}

QStringList FamilyListModel::shownAttributes()
{
    return {QStringLiteral("VERSIONS"), QStringLiteral("COMPRESSION"), QStringLiteral("BLOOMFILTER"),
            QStringLiteral("TTL"),      QStringLiteral("BLOCKSIZE"),   QStringLiteral("IN_MEMORY")};
}

void FamilyListModel::setSchema(const Core::TableSchema &schema)
{
    beginResetModel();
    m_schema = schema;
    endResetModel();
}

int FamilyListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_schema.families.size());
}

int FamilyListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(1 + shownAttributes().size());
}

QVariant FamilyListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const Core::ColumnSchema &family = m_schema.families.at(index.row());
    if (role == Qt::ToolTipRole) {
        QStringList lines;
        for (auto it = family.attributes.cbegin(); it != family.attributes.cend(); ++it) {
            lines.append(it.key() + QStringLiteral(" = ") + it.value());
        }
        return lines.join(u'\n');
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (index.column() == 0) {
        return QString::fromUtf8(family.name);
    }
    return family.attributes.value(shownAttributes().at(index.column() - 1));
}

QVariant FamilyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount()) {
        return {};
    }
    return section == 0 ? tr("Family") : shownAttributes().at(section - 1);
}

double RegionListModel::keyFraction(const QByteArray &key, Core::KeyFormat keyFormat)
{
    // Keys sort by their bytes, so each format's digits are weighed in ASCII order.
    QByteArrayView digits = key;
    QByteArrayView alphabet;
    switch (keyFormat) {
    case Core::KeyFormat::Sha1B32Prefixed:
        digits = digits.startsWith("sha1:") ? digits.sliced(5) : digits;
        alphabet = "234567ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        break;
    case Core::KeyFormat::Sha1B32:
        alphabet = "234567ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        break;
    case Core::KeyFormat::Sha1Hex:
        alphabet = "0123456789abcdef";
        break;
    default:
        break;
    }
    const double base = alphabet.isEmpty() ? 256.0 : double(alphabet.size());
    double fraction = 0;
    double scale = 1.0 / base;
    for (qsizetype i = 0; i < std::min<qsizetype>(8, digits.size()); ++i) {
        const double digit = alphabet.isEmpty()
                                 ? double(quint8(digits.at(i)))
                                 : double(std::max<qsizetype>(0, alphabet.indexOf(digits.at(i))));
        fraction += digit * scale;
        scale /= base;
    }
    return std::clamp(fraction, 0.0, 1.0);
}

void RegionListModel::setRegions(const QList<RegionRow> &regions, Core::KeyFormat keyFormat)
{
    beginResetModel();
    m_regions = regions;
    m_keyFormat = keyFormat;
    endResetModel();
}

int RegionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_regions.size());
}

int RegionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RegionListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const RegionRow &r = m_regions.at(index.row());
    if (role == Qt::ToolTipRole) {
        return r.info.name;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Size) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    const auto key = [this](const QByteArray &k, const QString &open) {
        return k.isEmpty() ? open : Core::displayRowKey(k, m_keyFormat, Core::Sha1Display::Base32Prefixed);
    };
    switch (index.column()) {
    case StartKey:
        return key(r.info.startKey, tr("(table start)"));
    case EndKey:
        return key(r.info.endKey, tr("(table end)"));
    case Location:
        return r.info.location;
    case Size:
        return r.load ? megabytes(r.load->storefileSizeMB + r.load->memStoreSizeMB) : QString();
    case Reads:
        return r.load ? QLocale().toString(r.load->readRequests) : QString();
    case Writes:
        return r.load ? QLocale().toString(r.load->writeRequests) : QString();
    default:
        return {};
    }
}

QVariant RegionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case StartKey:
        return tr("Start key");
    case EndKey:
        return tr("End key");
    case Location:
        return tr("Server");
    case Size:
        return tr("Store size");
    case Reads:
        return tr("Reads");
    case Writes:
        return tr("Writes");
    default:
        return {};
    }
}

void FindingListModel::setFindings(const QList<Core::SchemaFinding> &findings)
{
    beginResetModel();
    m_findings = findings;
    std::stable_sort(m_findings.begin(), m_findings.end(), [](const auto &a, const auto &b) {
        return a.severity == Core::RuleSeverity::Error && b.severity != Core::RuleSeverity::Error;
    });
    endResetModel();
}

int FindingListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Core::SchemaFinding &f = m_findings.at(index.row());
    const bool error = f.severity == Core::RuleSeverity::Error;
    if (role == Qt::ForegroundRole && index.column() == Severity) {
        return QBrush(semanticColor(error ? SemanticColor::ErrorText : SemanticColor::WarningText,
                                    QGuiApplication::palette()));
    }
    if (role == Qt::ToolTipRole && index.column() == Message) {
        return f.message;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case Severity:
        return error ? tr("Error") : tr("Warning");
    case Rule:
        return f.rule;
    case Where:
        return f.column.isEmpty() ? f.family : f.column;
    case Message:
        return f.message;
    case Fix:
        return f.fix ? f.fix->description() : QString();
    default:
        return {};
    }
}

QVariant FindingListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Severity:
        return tr("Severity");
    case Rule:
        return tr("Rule");
    case Where:
        return tr("Family / column");
    case Message:
        return tr("Finding");
    case Fix:
        return tr("Fix");
    default:
        return {};
    }
}

} // namespace Ei::Models
