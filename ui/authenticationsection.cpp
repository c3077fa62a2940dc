#include "authenticationsection.h"

#include <KMessageWidget>

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace Ei::Ui {

AuthenticationSection::AuthenticationSection(QWidget *parent)
    : QGroupBox(tr("Authentication"), parent)
    , m_kind(new QComboBox(this))
    , m_user(new QLineEdit(this))
    , m_userLabel(new QLabel(this))
    , m_password(new QLineEdit(this))
    , m_passwordLabel(new QLabel(tr("Pass&word:"), this))
    , m_servicePrincipal(new QLineEdit(this))
    , m_servicePrincipalLabel(new QLabel(tr("Service &principal:"), this))
    , m_clientCertificate(new QLineEdit(this))
    , m_clientKey(new QLineEdit(this))
    , m_clientKeyPassphrase(new QLineEdit(this))
    , m_doAs(new QLineEdit(this))
    , m_allowInsecure(new QCheckBox(tr("Allow credentials over plain http:// to another computer"), this))
    , m_insecureWarning(new KMessageWidget(this))
{
    setObjectName(QStringLiteral("authentication"));
    m_kind->setObjectName(QStringLiteral("authKind"));
    m_kind->addItem(tr("None"), QStringLiteral("none"));
    m_kind->addItem(tr("Kerberos (SPNEGO, your ticket from kinit)"), QStringLiteral("kerberos"));
    m_kind->addItem(tr("Basic (user and password)"), QStringLiteral("basic"));
    m_user->setObjectName(QStringLiteral("authUser"));
    m_password->setObjectName(QStringLiteral("authPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_servicePrincipal->setObjectName(QStringLiteral("authServicePrincipal"));
    m_servicePrincipal->setPlaceholderText(tr("HTTP/<host of the URL> (the default)"));
    m_clientCertificate->setObjectName(QStringLiteral("clientCertificate"));
    m_clientCertificate->setPlaceholderText(tr("none (PEM file)"));
    m_clientCertificate->setAccessibleName(tr("Client certificate"));
    m_clientKey->setObjectName(QStringLiteral("clientKey"));
    m_clientKey->setPlaceholderText(tr("the certificate's key (PEM file)"));
    m_clientKey->setAccessibleName(tr("Client key"));
    m_clientKeyPassphrase->setObjectName(QStringLiteral("clientKeyPassphrase"));
    m_clientKeyPassphrase->setEchoMode(QLineEdit::Password);
    m_clientKeyPassphrase->setPlaceholderText(tr("only for an encrypted key"));
    m_doAs->setObjectName(QStringLiteral("doAs"));
    m_doAs->setPlaceholderText(tr("nobody (a proxy-user gateway acts for this user)"));
    m_allowInsecure->setObjectName(QStringLiteral("allowInsecureAuth"));
    m_insecureWarning->setObjectName(QStringLiteral("insecureAuthWarning"));
    // A warning strip like the window's others (KMessageWidget): it goes away with the checkbox,
    // not with a close button.
    m_insecureWarning->setMessageType(KMessageWidget::Warning);
    m_insecureWarning->setCloseButtonVisible(false);
    m_insecureWarning->setWordWrap(true);
    m_insecureWarning->setText(
        tr("⚠ The password and secret headers travel unencrypted: anyone on the network "
           "path can read them."));

    const auto fileRow = [this](QLineEdit *field, const QString &title) {
        auto *row = new QHBoxLayout;
        row->addWidget(field, 1);
        auto *browseButton = new QPushButton(tr("Browse…"), this);
        browseButton->setAccessibleName(tr("Browse for %1").arg(title));
        row->addWidget(browseButton);
        connect(browseButton, &QPushButton::clicked, this, [this, field, title] { browse(field, title); });
        return row;
    };
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(m_userLabel, m_user);
    form->addRow(m_passwordLabel, m_password);
    form->addRow(m_servicePrincipalLabel, m_servicePrincipal);
    form->addRow(tr("Client certificate:"), fileRow(m_clientCertificate, tr("the client certificate")));
    form->addRow(tr("Client key:"), fileRow(m_clientKey, tr("the client key")));
    form->addRow(tr("Key passphrase:"), m_clientKeyPassphrase);
    form->addRow(tr("Act for (&doAs):"), m_doAs);
    form->addRow(QString(), m_allowInsecure);
    form->addRow(QString(), m_insecureWarning);
    m_userLabel->setBuddy(m_user);
    m_passwordLabel->setBuddy(m_password);
    m_servicePrincipalLabel->setBuddy(m_servicePrincipal);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &AuthenticationSection::updateVisibility);
    connect(m_allowInsecure, &QCheckBox::toggled, this, &AuthenticationSection::updateVisibility);
    updateVisibility();
}

AuthenticationSection::~AuthenticationSection() = default;

void AuthenticationSection::setAuth(const Core::AuthConfig &auth)
{
    m_given = auth;
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(Core::authKindName(auth.kind))));
    m_user->setText(auth.user);
    m_password->setText(QString::fromUtf8(auth.password));
    m_servicePrincipal->setText(auth.servicePrincipal);
    m_clientCertificate->setText(auth.clientCertificate);
    m_clientKey->setText(auth.clientKey);
    m_clientKeyPassphrase->setText(QString::fromUtf8(auth.clientKeyPassphrase));
    m_doAs->setText(auth.doAs);
    m_allowInsecure->setChecked(auth.allowInsecureAuth);
    updateVisibility();
}

Core::AuthConfig AuthenticationSection::auth() const
{
    Core::AuthConfig auth = m_given;
    auth.kind = Core::parseAuthKind(m_kind->currentData().toString()).value_or(Core::AuthKind::None);
    const bool basic = auth.kind == Core::AuthKind::Basic;
    auth.user = auth.kind == Core::AuthKind::None ? QString() : m_user->text().trimmed();
    auth.password = basic ? m_password->text().toUtf8() : QByteArray();
    auth.servicePrincipal =
        auth.kind == Core::AuthKind::Kerberos ? m_servicePrincipal->text().trimmed() : QString();
    auth.clientCertificate = m_clientCertificate->text().trimmed();
    auth.clientKey = m_clientKey->text().trimmed();
    auth.clientKeyPassphrase =
        auth.clientKey.isEmpty() ? QByteArray() : m_clientKeyPassphrase->text().toUtf8();
    auth.doAs = m_doAs->text().trimmed();
    auth.allowInsecureAuth = m_allowInsecure->isChecked();
    return auth;
}

QString AuthenticationSection::problem() const
{
    const Core::AuthConfig a = auth();
    if (a.kind == Core::AuthKind::Basic && a.user.isEmpty()) {
        return tr("Basic authentication needs a user.");
    }
    if (a.clientKey.isEmpty() != a.clientCertificate.isEmpty()) {
        return tr("A client certificate needs its key, and a key its certificate.");
    }
    return {};
}

void AuthenticationSection::updateVisibility()
{
    const auto kind = Core::parseAuthKind(m_kind->currentData().toString()).value_or(Core::AuthKind::None);
    const bool basic = kind == Core::AuthKind::Basic, kerberos = kind == Core::AuthKind::Kerberos;
    m_userLabel->setText(kerberos ? tr("Pri&ncipal:") : tr("&User:"));
    m_user->setPlaceholderText(kerberos ? tr("the ticket cache's default") : QString());
    m_userLabel->setVisible(basic || kerberos);
    m_user->setVisible(basic || kerberos);
    m_passwordLabel->setVisible(basic);
    m_password->setVisible(basic);
    m_servicePrincipalLabel->setVisible(kerberos);
    m_servicePrincipal->setVisible(kerberos);
    m_insecureWarning->setVisible(m_allowInsecure->isChecked());
}

void AuthenticationSection::browse(QLineEdit *field, const QString &title)
{
    // Non-modal: no nested event loop while the file dialog is open.
    auto *dialog = new QFileDialog(this, tr("Choose %1").arg(title), field->text(),
                                   tr("PEM files (*.pem *.crt *.key);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, field, &QLineEdit::setText);
    dialog->open();
}

} // namespace Ei::Ui
