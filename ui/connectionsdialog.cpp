#include "connectionsdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <ui/connectionopener.h>

namespace Ei::Ui {

namespace {
constexpr int kNameRole = Qt::UserRole + 1; // empty for the demo
constexpr int kDemoRole = Qt::UserRole + 2;
} // namespace

ConnectionsDialog::ConnectionsDialog(Core::ConnectionStore store, QWidget *parent)
    : QDialog(parent)
    , m_store(std::move(store))
    , m_keeper(new Core::SecretKeeper(m_store, this))
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Add…"), this))
    , m_edit(new QPushButton(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Edit…"), this))
    , m_duplicate(new QPushButton(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("D&uplicate"), this))
    , m_remove(new QPushButton(QIcon::fromTheme(QStringLiteral("list-remove")), tr("&Remove"), this))
    , m_connect(new QPushButton(QIcon::fromTheme(QStringLiteral("network-connect")), tr("&Connect"), this))
    , m_newWindow(new QPushButton(tr("Connect in &New Window"), this))
    , m_details(new QLabel(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Connect"));
    setObjectName(QStringLiteral("connectionsDialog"));
    m_list->setMinimumWidth(320);
    m_list->setAccessibleName(tr("Saved connections"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumHeight(48);
    m_error->setWordWrap(true);
    m_error->hide();
    m_connect->setDefault(true);

    auto *side = new QVBoxLayout;
    side->addWidget(m_add);
    side->addWidget(m_edit);
    side->addWidget(m_duplicate);
    side->addWidget(m_remove);
    side->addStretch();
    auto *top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    top->addLayout(side);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_connect, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_newWindow, QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_add, &QPushButton::clicked, this, &ConnectionsDialog::addConnection);
    connect(m_edit, &QPushButton::clicked, this, &ConnectionsDialog::editConnection);
    connect(m_duplicate, &QPushButton::clicked, this, &ConnectionsDialog::duplicateConnection);
    connect(m_remove, &QPushButton::clicked, this, &ConnectionsDialog::removeConnection);
    connect(m_connect, &QPushButton::clicked, this, [this] { choose(false); });
    connect(m_newWindow, &QPushButton::clicked, this, [this] { choose(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this] { choose(false); });
    connect(m_list, &QListWidget::currentItemChanged, this, &ConnectionsDialog::updateButtons);
    reload();
    resize(560, 420);
}

ConnectionsDialog::~ConnectionsDialog() = default;

QString ConnectionsDialog::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

bool ConnectionsDialog::isDemo(const QListWidgetItem *item) const
{
    return item && item->data(kDemoRole).toBool();
}

QString ConnectionsDialog::selectedName() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item && !isDemo(item) ? item->data(kNameRole).toString() : QString();
}

void ConnectionsDialog::reload(const QString &selectName)
{
    m_list->clear();
    auto *demo = new QListWidgetItem(QIcon::fromTheme(QStringLiteral("applications-education")),
                                     ConnectionOpener::demoName(), m_list);
    demo->setData(kDemoRole, true);
    demo->setToolTip(tr("Generated sample rows served by this application: safe to edit, changes stay "
                        "in your own copy."));
    for (const QString &name : m_store.names()) {
        auto saved = m_store.load(name);
        auto *item = new QListWidgetItem(name, m_list);
        item->setData(kNameRole, name);
        if (!saved) {
            item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxCritical));
            item->setToolTip(saved.error().message);
            continue;
        }
        item->setToolTip(Core::describe(*saved));
        if (saved->insecureTls) {
            item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
            item->setText(tr("%1 — TLS certificates NOT verified").arg(name));
        } else if (saved->readOnly) {
            item->setIcon(QIcon::fromTheme(QStringLiteral("object-locked")));
        } else {
            item->setIcon(QIcon::fromTheme(QStringLiteral("network-server")));
        }
        if (name == selectName) {
            m_list->setCurrentItem(item);
        }
    }
    if (!m_list->currentItem()) {
        m_list->setCurrentRow(0);
    }
    updateButtons();
}

void ConnectionsDialog::select(const ConnectionChoice &choice)
{
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        if (choice.demo ? isDemo(item) : item->data(kNameRole).toString() == choice.name) {
            m_list->setCurrentItem(item);
            return;
        }
    }
}

void ConnectionsDialog::updateButtons()
{
    const QListWidgetItem *item = m_list->currentItem();
    const bool saved = item && !isDemo(item);
    m_edit->setEnabled(saved);
    m_duplicate->setEnabled(saved);
    m_remove->setEnabled(saved);
    m_connect->setEnabled(item != nullptr);
    m_newWindow->setEnabled(item != nullptr);
    m_details->setText(item ? item->toolTip() : QString());
}

void ConnectionsDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void ConnectionsDialog::choose(bool newWindow)
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item) {
        return;
    }
    ConnectionChoice choice;
    choice.demo = isDemo(item);
    choice.name = selectedName();
    choice.newWindow = newWindow;
    Q_EMIT chosen(choice);
    accept();
}

void ConnectionsDialog::openEditor(const Core::SavedConnection &connection, const QString &previousName)
{
    if (m_editor) {
        m_editor->raise();
        return;
    }
    m_editor = new ConnectionDialog(this);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    m_editor->setConnection(connection);
    m_editor->setSecretStore(previousName.isEmpty() ? std::nullopt : std::optional(connection.secretStore),
                             m_store.secretPath());
    m_editor->setTester(m_tester);
    QStringList taken = m_store.names();
    taken.removeAll(previousName);
    taken.append(ConnectionOpener::demoName());
    m_editor->setTakenNames(taken);
    connect(m_editor, &QDialog::accepted, this, [this, editor = m_editor, previousName] {
        const Core::SavedConnection edited = editor->connection();
        m_keeper->save(edited, previousName)->then(this, [this, name = edited.name](const auto &saved) {
            showSaved(name, saved);
        });
    });
    // Cleared when it closes, not when it is deleted (later): the next Edit… opens a fresh one.
    connect(m_editor, &QDialog::finished, this, [this] { m_editor = nullptr; });
    m_editor->open();
}

void ConnectionsDialog::addConnection()
{
    Core::SavedConnection fresh;
    fresh.restUrl = QStringLiteral("http://127.0.0.1:8080");
    openEditor(fresh, QString());
}

void ConnectionsDialog::loadSelected(
    std::function<void(const Core::SavedConnection &, const QString &name)> use)
{
    const QString name = selectedName();
    if (name.isEmpty()) {
        return;
    }
    m_keeper->load(name)->then(
        this, [this, name, use = std::move(use)](const Core::Result<Core::SavedConnection> &saved) {
            if (!saved) {
                showError(saved.error().message);
                return;
            }
            use(*saved, name);
        });
}

void ConnectionsDialog::editConnection()
{
    loadSelected(
        [this](const Core::SavedConnection &saved, const QString &name) { openEditor(saved, name); });
}

void ConnectionsDialog::duplicateConnection()
{
    loadSelected([this](const Core::SavedConnection &saved, const QString &name) {
        Core::SavedConnection copy = saved;
        const QStringList names = m_store.names();
        copy.name = tr("%1 (copy)").arg(name);
        for (int n = 2; names.contains(copy.name, Qt::CaseInsensitive); ++n) {
            copy.name = tr("%1 (copy %2)").arg(name).arg(n);
        }
        m_keeper->save(copy)->then(
            this, [this, copyName = copy.name](const auto &done) { showSaved(copyName, done); });
    });
}

void ConnectionsDialog::showSaved(const QString &name, const Core::Result<Core::SecretLocation> &saved)
{
    if (!saved) {
        showError(saved.error().message);
        return;
    }
    // Not an error, but worth knowing: the secrets are in a file, not in the keyring.
    showError(saved->whyNotKeyring.isEmpty() ? QString()
                                             : tr("Saved. Its secrets are in %1, which only you can read: %2")
                                                   .arg(m_store.secretPath(), saved->whyNotKeyring));
    reload(name);
    Q_EMIT connectionsChanged();
}

void ConnectionsDialog::removeConnection()
{
    const QString name = selectedName();
    if (name.isEmpty()) {
        return;
    }
    auto *box =
        new QMessageBox(QMessageBox::Question, tr("Remove Connection"),
                        tr("Remove the saved connection “%1”? Its secret headers are deleted too.").arg(name),
                        QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("confirmRemove"));
    QPushButton *remove = box->addButton(tr("Remove"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, remove, name](QAbstractButton *clicked) {
        if (clicked != remove) {
            return;
        }
        m_keeper->remove(name)->then(this, [this](const Core::Result<void> &ok) {
            if (!ok) {
                showError(ok.error().message);
                return;
            }
            reload();
            Q_EMIT connectionsChanged();
        });
    });
    box->open();
}

} // namespace Ei::Ui
