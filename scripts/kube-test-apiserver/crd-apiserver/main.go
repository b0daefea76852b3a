// crd-apiserver runs Kubernetes' own CRD server (k8s.io/apiextensions-apiserver, built from Debian's
// sources) on its own, for tests: CRDs and custom resources stored in etcd, with the API server's
// structural schemas, defaulting, pruning, CEL validation rules, finalizers, resourceVersion
// conflicts, watches and server-side apply. What a kube-apiserver would add and this test server
// does not need is left out: requests authenticate with a bearer token from --token-auth-file
// (kube-apiserver's format), every authenticated request is allowed, no admission plugins run (no
// namespace lifecycle: there is no namespaces API here), and there is no priority and fairness.
// /api answers with an empty core group list so discovery clients (kubectl) work.
package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/pflag"
	noopoteltrace "go.opentelemetry.io/otel/trace/noop"

	"k8s.io/apiextensions-apiserver/pkg/apiserver"
	"k8s.io/apiextensions-apiserver/pkg/cmd/server/options"
	generatedopenapi "k8s.io/apiextensions-apiserver/pkg/generated/openapi"
	"k8s.io/apiserver/pkg/authentication/request/bearertoken"
	"k8s.io/apiserver/pkg/authentication/token/tokenfile"
	"k8s.io/apiserver/pkg/authorization/authorizerfactory"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	genericapiserver "k8s.io/apiserver/pkg/server"
	"k8s.io/apiserver/pkg/util/openapi"
	"k8s.io/apiserver/pkg/util/webhook"
	scheme "k8s.io/client-go/kubernetes/scheme"
	netutils "k8s.io/utils/net"
)

// noServices: conversion and admission webhooks are not used by these tests, so no Service resolves.
type noServices struct{}

func (noServices) ResolveEndpoint(namespace, name string, port int32) (*url.URL, error) {
	return nil, fmt.Errorf("no Services in this test server (webhook %s/%s:%d)", namespace, name, port)
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "crd-apiserver:", err)
		os.Exit(1)
	}
}

func run() error {
	o := options.NewCustomResourceDefinitionsServerOptions(os.Stdout, os.Stderr)
	fs := pflag.NewFlagSet("crd-apiserver", pflag.ContinueOnError)
	o.AddFlags(fs)
	tokenFile := fs.String("token-auth-file", "", "bearer tokens, in kube-apiserver's --token-auth-file CSV format")
	if err := fs.Parse(os.Args[1:]); err != nil {
		return err
	}
	if *tokenFile == "" {
		return fmt.Errorf("--token-auth-file is required")
	}
	if err := o.ServerRunOptions.ComponentGlobalsRegistry.Set(); err != nil {
		return err
	}
	// Replaced below: delegated authentication, authorization and the core informers all need a
	// kube-apiserver, which this server stands without.
	o.RecommendedOptions.Authentication = nil
	o.RecommendedOptions.Authorization = nil
	o.RecommendedOptions.CoreAPI = nil
	o.RecommendedOptions.Admission = nil
	o.RecommendedOptions.Features.EnablePriorityAndFairness = false
	o.APIEnablement.RuntimeConfig.Set("api/all=true")
	if err := o.Complete(); err != nil {
		return err
	}
	if err := o.Validate(); err != nil {
		return err
	}

	// As options.Config(), less what needs a kube-apiserver.
	if err := o.RecommendedOptions.SecureServing.MaybeDefaultWithSelfSignedCerts("localhost", nil, []net.IP{netutils.ParseIPSloppy("127.0.0.1")}); err != nil {
		return fmt.Errorf("self-signed certificates: %w", err)
	}
	serverConfig := genericapiserver.NewRecommendedConfig(apiserver.Codecs)
	if err := o.ServerRunOptions.ApplyTo(&serverConfig.Config); err != nil {
		return err
	}
	if err := o.RecommendedOptions.ApplyTo(serverConfig); err != nil {
		return err
	}
	if err := o.APIEnablement.ApplyTo(&serverConfig.Config, apiserver.DefaultAPIResourceConfigSource(), apiserver.Scheme); err != nil {
		return err
	}
	tokens, err := tokenfile.NewCSV(*tokenFile)
	if err != nil {
		return err
	}
	serverConfig.Authentication.Authenticator = bearertoken.New(tokens)
	serverConfig.Authorization.Authorizer = authorizerfactory.NewAlwaysAllowAuthorizer()
	// The CRD server's own controllers (names, establishing, finalizing) call it through loopback.
	genericapiserver.AuthorizeClientBearerToken(serverConfig.LoopbackClientConfig, &serverConfig.Authentication, &serverConfig.Authorization)

	definitions := openapi.GetOpenAPIDefinitionsWithoutDisabledFeatures(generatedopenapi.GetOpenAPIDefinitions)
	serverConfig.OpenAPIConfig = genericapiserver.DefaultOpenAPIConfig(definitions, openapinamer.NewDefinitionNamer(apiserver.Scheme))
	serverConfig.OpenAPIV3Config = genericapiserver.DefaultOpenAPIV3Config(definitions, openapinamer.NewDefinitionNamer(apiserver.Scheme, scheme.Scheme))
	config := &apiserver.Config{
		GenericConfig: serverConfig,
		ExtraConfig: apiserver.ExtraConfig{
			CRDRESTOptionsGetter: options.NewCRDRESTOptionsGetter(*o.RecommendedOptions.Etcd, serverConfig.ResourceTransformers, serverConfig.StorageObjectCountTracker),
			ServiceResolver:      noServices{},
			AuthResolverWrapper:  webhook.NewDefaultAuthenticationInfoResolverWrapper(nil, nil, serverConfig.LoopbackClientConfig, noopoteltrace.NewTracerProvider()),
		},
	}

	server, err := config.Complete().New(genericapiserver.NewEmptyDelegate())
	if err != nil {
		return err
	}
	// Discovery of the core group: none here, said the way a kube-apiserver says its versions.
	server.GenericAPIServer.Handler.NonGoRestfulMux.HandleFunc("/api", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"kind":"APIVersions","versions":[],"serverAddressByClientCIDRs":[]}`))
	})

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return server.GenericAPIServer.PrepareRun().RunWithContext(ctx)
}
